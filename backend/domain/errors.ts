import { GraphQLError } from 'graphql';

/** Magento's client-safe exception categories (extensions.category). */
export type ErrorCategory =
  | 'graphql'
  | 'graphql-input'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-no-such-entity'
  | 'graphql-already-exists'
  | 'graphql-too-many-requests';

/** A client-safe error: shown to the caller as is, with Magento's category. */
export class MagentoError extends GraphQLError {
  constructor(
    message: string,
    readonly category: ErrorCategory
  ) {
    super(message, { extensions: { category } });
  }
}

export const inputError = (m: string) => new MagentoError(m, 'graphql-input');
export const noSuchEntity = (m: string) => new MagentoError(m, 'graphql-no-such-entity');
export const authorizationError = (m: string) => new MagentoError(m, 'graphql-authorization');
export const authenticationError = (m: string) => new MagentoError(m, 'graphql-authentication');
export const alreadyExists = (m: string) => new MagentoError(m, 'graphql-already-exists');
export const notAuthorizedCustomer = () => authorizationError("The current customer isn't authorized.");
