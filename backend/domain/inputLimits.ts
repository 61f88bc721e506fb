import { inputError } from './errors';

/** RFC 5321: a forward path holds at most 254 characters. */
export const MAX_EMAIL_LENGTH = 254;
/** Magento's varchar attributes (names, street lines, city, company…). */
export const MAX_TEXT_LENGTH = 255;
/** Longer free text: contact comments, wish list notes, storefront URLs. */
const LONG_TEXT = 4096;
const MAX_LENGTH_BY_ARGUMENT: Record<string, number> = {
  email: MAX_EMAIL_LENGTH,
  comment: LONG_TEXT,
  description: LONG_TEXT,
  url: 2048
};
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
 * Refuses any string argument longer than its cap (nested inputs and lists included), before a resolver sees it.
 * Magento's attribute validation text.
 */
export function assertArgumentLengths(args: unknown, name = ''): void {
  if (typeof args === 'string') {
    const max = MAX_LENGTH_BY_ARGUMENT[name] ?? MAX_TEXT_LENGTH;
    if (args.length > max) throw inputError(`"${name}" length must be equal or less than ${max} characters.`);
  } else if (Array.isArray(args)) {
    for (const item of args) assertArgumentLengths(item, name);
  } else if (args && typeof args === 'object') {
    for (const [key, value] of Object.entries(args)) assertArgumentLengths(value, key);
  }
}
