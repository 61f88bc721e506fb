import { deriveErrorMessage } from '../../graphql/deriveErrorMessage';
import { RestError } from '../../rest';

/** §5/§8: what a step without its data fails with. */
export const missingInformation = (field: 'cartId' | 'email') => new Error(`Missing required information: ${field}`);

/** Magento's raw phrase with its `%1` / `%name` placeholders filled from `parameters`. */
export function fillPlaceholders(message: string, parameters: unknown): string {
  if (!parameters || typeof parameters !== 'object') return message;
  const values = parameters as Record<string, unknown>;
  return message.replace(/%(\w+)/g, (placeholder, key: string) => {
    const index = /^\d+$/.test(key) ? Number(key) - 1 : key;
    const value = Array.isArray(parameters) ? (parameters as unknown[])[index as number] : values[key];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

/**
 * A checkout failure in plain words: a REST error's own server message (placeholders filled), else the
 * GraphQL messages joined with ', ' (§8), else the error's message.
 */
export function checkoutErrorMessage(error: unknown): string {
  if (!error) return '';
  if (error instanceof RestError || (error as RestError).serverMessage !== undefined) {
    const rest = error as RestError;
    if (rest.serverMessage) return fillPlaceholders(rest.serverMessage, rest.serverExtra);
  }
  if (error instanceof Error || (typeof error === 'object' && typeof (error as Error).message === 'string')) {
    return deriveErrorMessage([error as Error]);
  }
  return String(error);
}

/** The same text as the one message of a form error area (a `describe` for `FormError`). */
export const checkoutErrorMessages = (error: unknown): string[] => [checkoutErrorMessage(error)].filter(Boolean);
