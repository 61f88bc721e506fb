/** The keys of every member of a union (`keyof` of a union gives only the shared ones). */
type AnyMemberKey<T> = T extends unknown ? keyof T : never;
type MemberValue<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;

/**
 * One object type for a generated union: a selection with inline fragments on an interface (`... on
 * ConfigurableProduct`) is generated as one member per concrete type. Fields every member has stay as they are;
 * the others become optional, so code reads `product.variants ?? []` instead of narrowing by `__typename`.
 */
export type MergedUnion<T> = { [K in Extract<keyof T, PropertyKey>]: MemberValue<T, K> } & {
  [K in Exclude<AnyMemberKey<T>, keyof T>]?: MemberValue<T, K>;
};
