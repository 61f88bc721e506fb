import type { DocumentNode } from 'graphql';

/** A document in the compact form the SPA's bundle carries (src/graphql/expandDocument.ts expands it). */
export function compactDocument(document: DocumentNode): unknown[];
