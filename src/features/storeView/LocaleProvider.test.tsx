import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { createTestApolloClient } from '../../graphql/createTestApolloClient.testing';
import enUS from '../../../i18n/en_US.json';
import frFR from '../../../i18n/fr_FR.json';
import { loadLocaleCatalogue, toLanguageTag } from './localeCatalogue';
import LocaleProvider from './LocaleProvider';
import { storeConfigResponse } from './storeView.testing';

async function renderWithLocale(locale: string | null) {
  const { client } = await createTestApolloClient({ GetLocale: storeConfigResponse(locale as string) });
  render(
    <ApolloProvider client={client}>
      <LocaleProvider>
        <p>
          <FormattedMessage id="storeSwitcher.label" defaultMessage="Store: {storeName}" values={{ storeName: 'X' }} />
        </p>
        <p>
          <FormattedMessage id="test.untranslated" defaultMessage="Only in English" />
        </p>
      </LocaleProvider>
    </ApolloProvider>
  );
}

describe('locale', () => {
  beforeEach(() => window.localStorage.clear());

  it('converts Magento locale codes to language tags', () => {
    expect(toLanguageTag('fr_FR')).toBe('fr-FR');
  });

  it("shows the store view's language once its catalogue has loaded, missing texts falling back silently", async () => {
    const consoleError = jest.spyOn(console, 'error');
    await renderWithLocale('fr_FR');
    expect(await screen.findByText('Boutique : X')).toBeInTheDocument();
    expect(screen.getByText('Only in English')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('uses en_US texts for the default store view', async () => {
    await renderWithLocale('en_US');
    expect(await screen.findByText('Store: X')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('logs the spec message for an unknown locale and falls back to en_US', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const catalogue = await loadLocaleCatalogue('de_DE');
    expect(consoleError).toHaveBeenCalledWith('Unable to locate locale de_DE within generated dist directory.');
    expect(catalogue).toMatchObject({ locale: 'en-US', code: 'en_US', requested: 'de_DE' });
    // English is the code's own default messages: no catalogue to load.
    expect(catalogue.messages).toEqual({});
    consoleError.mockRestore();
  });
});

describe('message catalogues', () => {
  it('en_US and fr_FR hold the same ids, each with a non-empty text', () => {
    expect(Object.keys(frFR).sort()).toEqual(Object.keys(enUS).sort());
    for (const catalogue of [enUS, frFR] as Array<Record<string, string>>) {
      for (const text of Object.values(catalogue)) expect(text.trim()).not.toBe('');
    }
  });

  it('the French catalogue is translated, not copied', () => {
    // Texts that are written the same in French (or hold only a placeholder).
    const sameInBoth = ['filterList.count', 'pagination.label', 'pagination.page', 'toast.region'];
    const same = Object.keys(enUS).filter(
      (id) => !sameInBoth.includes(id) && (enUS as Record<string, string>)[id] === (frFR as Record<string, string>)[id]
    );
    expect(same).toEqual([]);
  });
});
