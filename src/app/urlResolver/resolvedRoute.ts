import type { MergedUnion } from '../../graphql/mergedUnion';
import type { ResolveUrlQuery } from './resolveUrl.graphql';

/** What the URL resolver answers for a path: the page type and what the page is found by (uid, URL key, identifier). */
export type ResolvedRoute = MergedUnion<NonNullable<ResolveUrlQuery['route']>>;
