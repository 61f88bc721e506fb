import type { ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import type { LocaleCatalogue } from './localeCatalogue';
import { useLocaleCatalogue } from './useLocaleCatalogue';

// §4: missing translations fall back to the default message without noise; anything else is a bug.
const reportIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

/**
 * Supplies react-intl with the store view's locale and catalogue. Renders nothing until a catalogue
 * is loaded: production builds have no message parser, so texts must come precompiled from it.
 */
export default function LocaleProvider({ children, initialCatalogue }: { children: ReactNode; initialCatalogue?: LocaleCatalogue }) {
  const catalogue = useLocaleCatalogue(initialCatalogue);
  if (!catalogue) return null;
  return (
    <IntlProvider locale={catalogue.locale} messages={catalogue.messages} defaultLocale="en-US" onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}
