interface ErrorWithGraphQLErrors {
  message: string;
  graphQLErrors?: ReadonlyArray<{ message: string }>;
}

/**
 * §8: the text of server errors joined with ', ' (each error's GraphQL messages, else its plain message).
 * Empty entries are skipped so callers can pass every possible error of a form at once.
 */
export function deriveErrorMessage(errors: ReadonlyArray<ErrorWithGraphQLErrors | null | undefined>): string {
  return errors
    .filter((error): error is ErrorWithGraphQLErrors => Boolean(error))
    .map((error) => (error.graphQLErrors?.length ? error.graphQLErrors.map((graphQLError) => graphQLError.message).join(', ') : error.message))
    .join(', ');
}

/** The §8 text of one failure of unknown shape (a `describe` for `useErrorText`). */
export const deriveErrorMessageOf = (error: unknown): string => deriveErrorMessage([error as ErrorWithGraphQLErrors]);

/** The same text as the one message of a form error area (a `describe` for `FormError`). */
export const deriveErrorMessages = (error: unknown): string[] => [deriveErrorMessageOf(error)].filter(Boolean);
