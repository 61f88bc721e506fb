/**
 * The messages of a failed mutation that are fit to show a shopper: the GraphQL errors the server chose to
 * word (§8). A network or HTTP failure has none, and the caller shows the generic form error instead.
 */
export function serverErrorMessages(error: unknown): string[] {
  const graphQLErrors = (error as { graphQLErrors?: ReadonlyArray<{ message?: string }> } | null | undefined)?.graphQLErrors ?? [];
  return graphQLErrors.map((graphQLError) => graphQLError.message?.trim() ?? '').filter(Boolean);
}
