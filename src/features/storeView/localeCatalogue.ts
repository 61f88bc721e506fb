import type { ApolloClient } from '@apollo/client/core';
import type { MessageFormatElement } from 'react-intl';
import { recoverFromChunkLoadError } from '../../lib/chunkLoad';
import getLocale from './getLocale.graphql';

/** Locale until the store config says otherwise (§4, §9). */
export const DEFAULT_LOCALE = 'en-US';
export const FALLBACK_LOCALE_CODE = 'en_US';
/** The catalogues in i18n/, one chunk each. */
export const AVAILABLE_LOCALE_CODES: readonly string[] = ['en_US', 'fr_FR'];

/** Precompiled ASTs in builds (see scripts/webpack/i18nLoader.js), plain strings under Jest. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

export interface LocaleCatalogue {
  /** BCP 47 tag for IntlProvider, e.g. fr-FR. */
  locale: string;
  /** Magento's code of the catalogue loaded, e.g. fr_FR. */
  code: string;
  /** The code that was asked for (differs from `code` after a fallback). */
  requested: string;
  messages: Messages;
}

/** Magento's `fr_FR` → `fr-FR` (§4: underscore converted to hyphen). */
export function toLanguageTag(localeCode: string): string {
  return localeCode.replace(/_/g, '-');
}

async function importMessages(code: string): Promise<Messages> {
  // English is the code's own default messages, compiled with it at build time (babel.config.js): nothing to load.
  if (code === FALLBACK_LOCALE_CODE) return {};
  // Webpack makes one chunk per other catalogue from this template.
  try {
    // A catalogue gone with a deploy reloads the page once; offline, it is asked for again with the connection.
    const module = (await recoverFromChunkLoadError(
      () => import(/* webpackChunkName: "i18n-[request]" */ /* webpackExclude: /en_US\.json$/ */ `../../../i18n/${code}.json`)
    )) as { default: Messages };
    return module.default;
  } catch (error) {
    // Still missing: the shop shows its English texts rather than nothing.
    console.error(error);
    return {};
  }
}

/** Loads a locale's messages; an unknown locale logs §8's message and falls back to en_US. */
export async function loadLocaleCatalogue(localeCode: string | null | undefined): Promise<LocaleCatalogue> {
  const requested = localeCode || FALLBACK_LOCALE_CODE;
  if (AVAILABLE_LOCALE_CODES.includes(requested)) {
    return { locale: toLanguageTag(requested), code: requested, requested, messages: await importMessages(requested) };
  }
  console.error(`Unable to locate locale ${requested} within generated dist directory.`);
  return {
    locale: DEFAULT_LOCALE,
    code: FALLBACK_LOCALE_CODE,
    requested,
    messages: await importMessages(FALLBACK_LOCALE_CODE)
  };
}

/** The locale the persisted cache remembers for this store view, to load its catalogue before rendering. */
export function readCachedLocaleCode(apollo: Pick<ApolloClient<unknown>, 'readQuery'>): string | undefined {
  return apollo.readQuery({ query: getLocale })?.storeConfig?.locale ?? undefined;
}
