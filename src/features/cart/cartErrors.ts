import { deriveErrorMessage } from '../../graphql/deriveErrorMessage';
import { isOfflineError, OfflineError } from '../../lib/offline';

/** §5: the messages of an invalid cart (gone, inactive or someone else's). */
export const INVALID_CART_MESSAGES = ['Could not find a cart', "The cart isn't active", 'The current user cannot perform operations on cart'];

export const UNABLE_TO_CREATE_CART = 'Unable to create cart';

interface MaybeApolloError {
  message?: unknown;
  networkError?: unknown;
  graphQLErrors?: ReadonlyArray<{ message: string }>;
}

function messagesOf(error: MaybeApolloError): string[] {
  const messages = (error.graphQLErrors ?? []).map((graphQLError) => graphQLError.message);
  if (typeof error.message === 'string') messages.push(error.message);
  return messages;
}

/** §4/§5: an invalid-cart error that is not a network error triggers recovery. */
export function isInvalidCartError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const candidate = error as MaybeApolloError;
  if (candidate.networkError) return false;
  return messagesOf(candidate).some((message) => INVALID_CART_MESSAGES.some((invalid) => message.includes(invalid)));
}

/**
 * Any failure as an Error whose message the shopper can read (§8: server messages joined with ', ').
 * A failure from being offline stays recognisable as one (`isOfflineError`), so it can be worded as such.
 */
export function toShopperError(error: unknown): Error {
  if (isOfflineError(error)) return error instanceof Error ? error : new OfflineError();
  if (error instanceof Error) {
    const message = deriveErrorMessage([error as Error & MaybeApolloError]);
    return message === error.message ? error : new Error(message);
  }
  return new Error(typeof error === 'string' ? error : 'Something went wrong. Please try again.');
}
