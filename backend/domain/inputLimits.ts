import { inputPhraseError } from './errors';

/** RFC 5321: a forward path holds at most 254 characters. */
export const MAX_EMAIL_LENGTH = 254;
/** Magento's varchar attributes (names, street lines, city, company…). */
export const MAX_TEXT_LENGTH = 255;
/** Longer free text: contact comments, wish list notes, storefront URLs. */
const LONG_TEXT = 4096;
/** A Map, not an object: a REST body's keys are anyone's ("constructor" must not find Object's). */
const MAX_LENGTH_BY_ARGUMENT = new Map<string, number>([
  ['email', MAX_EMAIL_LENGTH],
  ['comment', LONG_TEXT],
  ['description', LONG_TEXT],
  ['url', 2048]
]);
/** Magento's catalog/search/max_query_length: longer search terms are cut, not refused. */
export const MAX_SEARCH_LENGTH = 128;

/**
 * The shared e-mail check, in one linear pass (the former regular expression backtracked quadratically on a
 * crafted 100 kB address): one "@" with text before it, a domain with a dot that has text on both sides, no spaces.
 */
export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  for (let i = 0; i < value.length; i++) if (/\s/.test(value[i])) return false;
  const domain = value.slice(at + 1);
  return domain.length >= 3 && domain.slice(1, -1).includes('.');
}

/**
 * Refuses any string longer than its cap (nested objects and lists included, a string's cap named by the key it
 * is under) before a resolver or a REST handler sees it: GraphQL arguments and REST bodies keep the same limits.
 * Magento's attribute validation phrase. Walked with a stack of its own, so a deeply nested JSON body cannot overflow
 * the call stack; strings are checked in the order they are written.
 */
export function assertArgumentLengths(args: unknown, name = ''): void {
  const pending: [unknown, string][] = [[args, name]];
  while (pending.length) {
    const [value, key] = pending.pop()!;
    if (typeof value === 'string') {
      const max = MAX_LENGTH_BY_ARGUMENT.get(key) ?? MAX_TEXT_LENGTH;
      if (value.length > max) throw inputPhraseError('"%1" length must be equal or less than %2 characters.', key, max);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push([value[i], key]);
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) pending.push([entries[i][1], entries[i][0]]);
    }
  }
}
