import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TitleMessage } from '../../src/lib/pageComposition';

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

/** A page type's fixed title (src/lib/pageComposition.ts) in the locale's words, as the SPA's first render shows it. */
export function titleText(message: TitleMessage | undefined, locale: string | undefined): string | undefined {
  if (!message) return undefined;
  const text = messagesOf(locale)[message.id];
  return Object.entries(message.values ?? {}).reduce((shown, [name, value]) => shown?.replace(`{${name}}`, value), text);
}
