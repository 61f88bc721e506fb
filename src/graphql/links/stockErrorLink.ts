import { ApolloLink, type FetchResult } from '@apollo/client/core';
import type { GraphQLFormattedError } from 'graphql';

/** Stock messages of §8 whose errors are dropped after their item is removed from the data. */
export const STOCK_ERROR_MESSAGES = [
  'Some of the products are out of stock.',
  'There are no source items with the in stock status',
  'The requested qty is not available'
];

export function isStockError(error: GraphQLFormattedError): boolean {
  return STOCK_ERROR_MESSAGES.some((message) => error.message.includes(message));
}

type Path = ReadonlyArray<string | number>;

/** The path of the list entry an error points into: everything up to its last numeric segment. */
function itemPath(path: Path | undefined): Path | undefined {
  if (!path) return undefined;
  for (let i = path.length - 1; i >= 0; i--) {
    if (typeof path[i] === 'number') return path.slice(0, i + 1);
  }
  return undefined;
}

function removeItems(data: Record<string, unknown>, paths: Path[]): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  // Remove from the back so earlier indexes in the same list stay valid.
  const sorted = [...paths].sort((a, b) => (b[b.length - 1] as number) - (a[a.length - 1] as number));
  for (const path of sorted) {
    let list: unknown = copy;
    for (const segment of path.slice(0, -1)) {
      list = list && typeof list === 'object' ? (list as Record<string | number, unknown>)[segment] : undefined;
    }
    if (Array.isArray(list)) list.splice(path[path.length - 1] as number, 1);
  }
  return copy;
}

/** Pure surgery on one result: out-of-stock items leave the data and their errors disappear. */
export function removeStockErrors(result: FetchResult): FetchResult {
  if (!result.errors?.length) return result;
  const stockErrors = result.errors.filter(isStockError);
  if (stockErrors.length === 0) return result;

  const paths = stockErrors.map((error) => itemPath(error.path)).filter((path): path is Path => Boolean(path));
  const uniquePaths = [...new Map(paths.map((path) => [JSON.stringify(path), path])).values()];
  const remaining = result.errors.filter((error) => !isStockError(error));
  const { errors: _dropped, ...rest } = result;
  return {
    ...rest,
    ...(result.data ? { data: removeItems(result.data as Record<string, unknown>, uniquePaths) } : {}),
    ...(remaining.length ? { errors: remaining } : {})
  };
}

/**
 * §8: a cart holding an out-of-stock product still renders; the product is simply not listed and the
 * shopper does not see an error for it.
 */
export function createStockErrorLink(): ApolloLink {
  return new ApolloLink((operation, forward) => forward(operation).map(removeStockErrors));
}
