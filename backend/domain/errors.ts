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

/** Magento's raw phrase with its placeholders (%1, %2…) and their values: how a REST error shows a message. */
interface Phrase {
  text: string;
  parameters: (string | number)[];
}

/** A client-safe error: shown to the caller as is, with Magento's category (and, for REST, its phrase when it has one). */
export class MagentoError extends GraphQLError {
  constructor(
    message: string,
    readonly category: ErrorCategory,
    readonly phrase?: Phrase
  ) {
    super(message, { extensions: { category } });
  }
}

/** An input error from a phrase: GraphQL shows the phrase filled in, REST the phrase and its parameters. */
export function inputPhraseError(text: string, ...parameters: (string | number)[]): MagentoError {
  const message = text.replace(/%(\d+)/g, (placeholder, n: string) => {
    const value = parameters[Number(n) - 1];
    return value === undefined ? placeholder : String(value);
  });
  return new MagentoError(message, 'graphql-input', { text, parameters });
}

export const inputError = (m: string) => new MagentoError(m, 'graphql-input');
export const noSuchEntity = (m: string) => new MagentoError(m, 'graphql-no-such-entity');
export const authorizationError = (m: string) => new MagentoError(m, 'graphql-authorization');
export const authenticationError = (m: string) => new MagentoError(m, 'graphql-authentication');
export const alreadyExists = (m: string) => new MagentoError(m, 'graphql-already-exists');
export const notAuthorizedCustomer = () => authorizationError("The current customer isn't authorized.");
