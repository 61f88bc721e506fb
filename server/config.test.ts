import path from 'node:path';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:8080, the embedded backend and ./var', () => {
    const config = readConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.magentoBackendUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve(__dirname, '..', 'var'));
    expect(config.apiOnly).toBe(false);
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
  });

  it('takes the public URL from STOREFRONT_PUBLIC_URL, else from HOST and PORT', () => {
    expect(readConfig({ STOREFRONT_PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe('https://shop.example.com');
    expect(readConfig({ HOST: '0.0.0.0', PORT: '9001' }).publicUrl).toBe('http://127.0.0.1:9001');
    expect(() => readConfig({ STOREFRONT_PUBLIC_URL: 'shop.example.com' })).toThrow('STOREFRONT_PUBLIC_URL must be an absolute http(s) URL');
  });

  it('reads PORT, HOST, MAGENTO_BACKEND_URL and STOREFRONT_DATA_DIR', () => {
    const config = readConfig({
      PORT: '9001',
      HOST: '0.0.0.0',
      MAGENTO_BACKEND_URL: 'https://magento.example.com/',
      STOREFRONT_DATA_DIR: '/tmp/shop-data'
    });
    expect(config).toMatchObject({ port: 9001, host: '0.0.0.0', magentoBackendUrl: 'https://magento.example.com', dataDir: '/tmp/shop-data' });
  });

  it('rejects bad values with a clear message', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535, got "eighty".');
    expect(() => readConfig({ MAGENTO_BACKEND_URL: 'not a url' })).toThrow('MAGENTO_BACKEND_URL must be an absolute http(s) URL');
    expect(() => readConfig({ MAGENTO_BACKEND_URL: 'ftp://magento.example.com' })).toThrow('must use http or https');
  });

  it('builds the public URL from HOST and PORT unless STOREFRONT_PUBLIC_URL is set', () => {
    expect(readConfig({}).publicUrl).toBe('http://127.0.0.1:8080');
    expect(readConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe('http://127.0.0.1:9000');
    expect(readConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:8080');
    expect(readConfig({ STOREFRONT_PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe('https://shop.example.com');
    expect(() => readConfig({ STOREFRONT_PUBLIC_URL: 'shop.example.com' })).toThrow('STOREFRONT_PUBLIC_URL must be an absolute http(s) URL');
  });

  it('turns introspection on while developing, off in production unless GRAPHQL_INTROSPECTION=1', () => {
    expect(readConfig({}).introspection).toBe(false);
    expect(readConfig({ STOREFRONT_API_ONLY: '1' }).introspection).toBe(true);
    expect(readConfig({ NODE_ENV: 'development' }).introspection).toBe(true);
    expect(readConfig({ GRAPHQL_INTROSPECTION: '1' }).introspection).toBe(true);
    expect(readConfig({ STOREFRONT_API_ONLY: '1', GRAPHQL_INTROSPECTION: '0' }).introspection).toBe(false);
    expect(() => readConfig({ GRAPHQL_INTROSPECTION: 'yes' })).toThrow('GRAPHQL_INTROSPECTION must be 1 or 0, got "yes".');
  });

  it('keeps guest checkout login off (isEmailAvailable tells nothing) unless STOREFRONT_GUEST_CHECKOUT_LOGIN=1', () => {
    expect(readConfig({}).guestCheckoutLogin).toBe(false);
    expect(readConfig({ STOREFRONT_GUEST_CHECKOUT_LOGIN: '0' }).guestCheckoutLogin).toBe(false);
    expect(readConfig({ STOREFRONT_GUEST_CHECKOUT_LOGIN: '1' }).guestCheckoutLogin).toBe(true);
    expect(() => readConfig({ STOREFRONT_GUEST_CHECKOUT_LOGIN: 'yes' })).toThrow('STOREFRONT_GUEST_CHECKOUT_LOGIN must be 1 or 0, got "yes".');
  });

  it('trusts no proxy unless STOREFRONT_TRUSTED_PROXIES lists addresses or CIDR ranges', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    expect(readConfig({ STOREFRONT_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1' }).trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => readConfig({ STOREFRONT_TRUSTED_PROXIES: 'proxy.local' })).toThrow(
      'STOREFRONT_TRUSTED_PROXIES must list IP addresses or CIDR ranges, got "proxy.local".'
    );
    expect(() => readConfig({ STOREFRONT_TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow('got "10.0.0.0/33"');
  });

  it('bounds the image cache to STOREFRONT_MEDIA_CACHE_MB and renders to STOREFRONT_MEDIA_RENDERS_PER_MINUTE per client', () => {
    expect(readConfig({})).toMatchObject({ mediaCacheBytes: 1024 * 1024 * 1024, mediaRendersPerMinute: 200 });
    expect(readConfig({ STOREFRONT_MEDIA_CACHE_MB: '50', STOREFRONT_MEDIA_RENDERS_PER_MINUTE: '30' })).toMatchObject({
      mediaCacheBytes: 50 * 1024 * 1024,
      mediaRendersPerMinute: 30
    });
    expect(() => readConfig({ STOREFRONT_MEDIA_CACHE_MB: '0' })).toThrow('STOREFRONT_MEDIA_CACHE_MB must be a whole number of at least 1, got "0".');
    expect(() => readConfig({ STOREFRONT_MEDIA_RENDERS_PER_MINUTE: 'lots' })).toThrow('got "lots"');
  });
});
