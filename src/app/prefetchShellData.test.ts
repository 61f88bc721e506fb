import type { FetchResult } from '@apollo/client/core';
import { createTestApolloClient } from '../graphql/createTestApolloClient.testing';
import getShellConfig from '../features/storeView/getShellConfig.graphql';
import { prefetchShellData } from './prefetchShellData';

const storeConfig = (name: string) => ({
  data: {
    storeConfig: {
      __typename: 'StoreConfig',
      store_code: 'default',
      store_name: name,
      store_group_name: 'Main Website Store',
      root_category_uid: 'Mg==',
      category_url_suffix: '.html',
      contact_enabled: true,
      newsletter_enabled: true,
      copyright: '©',
      secure_base_media_url: 'https://shop.example.com/media/',
      base_media_url: 'http://shop.example.com/media/',
      secure_base_link_url: 'https://shop.example.com/',
      base_link_url: 'http://shop.example.com/',
      locale: 'en_US'
    }
  }
});
const empty = (): FetchResult => {
  throw new Error('not answered in this test');
};

describe('prefetchShellData', () => {
  it('asks for every shell query once, and a component asking meanwhile joins the request in flight', async () => {
    const { client, sent } = await createTestApolloClient({
      GetShellConfig: storeConfig('Main'),
      GetMegaMenu: empty,
      GetAvailableStores: empty,
      GetCurrency: empty,
      GetLocale: empty
    });
    prefetchShellData(client);
    const mounted = await client.query({ query: getShellConfig, fetchPolicy: 'cache-first' });
    expect(mounted.data.storeConfig?.store_name).toBe('Main');
    expect(sent.map((operation) => operation.operationName).sort()).toEqual([
      'GetAvailableStores',
      'GetCurrency',
      'GetLocale',
      'GetMegaMenu',
      'GetShellConfig'
    ]);
  });

  it('refreshes what the persisted cache already holds', async () => {
    const first = await createTestApolloClient({ GetShellConfig: storeConfig('Old name') });
    await first.client.query({ query: getShellConfig });
    const { client, sent } = await createTestApolloClient({
      GetShellConfig: storeConfig('New name'),
      GetMegaMenu: empty,
      GetAvailableStores: empty,
      GetCurrency: empty,
      GetLocale: empty
    });
    // Same cache contents, as restored from storage on the next page load.
    client.cache.restore(first.client.cache.extract());
    prefetchShellData(client);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent.map((operation) => operation.operationName)).toContain('GetShellConfig');
    expect(client.readQuery({ query: getShellConfig })?.storeConfig?.store_name).toBe('New name');
  });
});
