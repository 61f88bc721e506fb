/**
 * For `.filter(isPresent)` on GraphQL lists: Magento's schema lets most list entries be null (`[ProductInterface]`),
 * and an empty entry has nothing to show.
 */
export function isPresent<T>(value: T): value is NonNullable<T> {
  return value !== null && value !== undefined;
}
