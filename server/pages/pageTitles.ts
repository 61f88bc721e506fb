import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PATHS } from '../../src/lib/listedPaths';
import { SEARCH_PARAM } from '../../src/features/catalog/listingParams';

const I18N_DIR = path.resolve(__dirname, '..', '..', 'i18n');
const catalogues = new Map<string, Record<string, string>>();

/** The SPA's message catalogue of a locale (en_US when there is none), read once. */
function messagesOf(locale: string | undefined): Record<string, string> {
  const code = locale && /^[a-z]{2}_[A-Z]{2}$/.test(locale) ? locale : 'en_US';
  let messages = catalogues.get(code);
  if (!messages) {
    try {
      messages = JSON.parse(readFileSync(path.join(I18N_DIR, `${code}.json`), 'utf8')) as Record<string, string>;
    } catch {
      messages = code === 'en_US' ? {} : messagesOf('en_US');
    }
    catalogues.set(code, messages);
  }
  return messages;
}

/**
 * The title the SPA gives a listed page whose title is a fixed text (its message id), so the first HTML
 * already carries it; pages that set none show the store name alone.
 */
export function pageTitleMessage(pathname: string, search: string, locale: string | undefined): string | undefined {
  const messages = messagesOf(locale);
  switch (pathname) {
    case PATHS.home:
      return messages['homePage.title'];
    case PATHS.contact:
      return messages['contactPage.title'];
    case PATHS.checkout:
      return messages['checkout.title'];
    case PATHS.search: {
      const term = new URLSearchParams(search).get(SEARCH_PARAM)?.trim();
      return term ? messages['searchPage.titleFor']?.replace('{term}', term) : messages['searchPage.title'];
    }
    default:
      return undefined;
  }
}
