import { addTypenameToDocument, removeClientSetsFromDocument } from '@apollo/client/utilities';
import type { ResultOf, TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { getOperationAST, print } from 'graphql';
import path from 'node:path';
import type { DocumentRef } from '../../src/lib/pageComposition';
import { readDocumentFile } from '../../scripts/graphql/documentFile';

/** A GraphQL operation read from a `.graphql` file of the SPA (or the server), as Apollo sends it. */
export interface OperationDocument<TData = Record<string, unknown>, TVariables = Record<string, unknown>> {
  name: string;
  /**
   * As Apollo Client sends it: `__typename` on every selection (so answers normalise the same way) and no
   * `@client` fields.
   */
  document: TypedDocumentNode<TData, TVariables>;
  /** The printed text sent to the backend. */
  text: string;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');
/**
 * Loads an operation by its path from the repository root (e.g. `src/features/catalog/getCategory.graphql`):
 * the server asks with the very documents the SPA uses, so the cache entries it writes are the ones the
 * SPA reads. `Document`, the type of the file's default export (generated beside it), types the answers.
 */
export function loadOperation<
  Document extends TypedDocumentNode<unknown, never> = TypedDocumentNode<Record<string, unknown>, Record<string, unknown>>
>(relativePath: string): OperationDocument<ResultOf<Document>, VariablesOf<Document>> {
  const parsed = addTypenameToDocument(readDocumentFile(path.join(REPO_ROOT, relativePath)));
  const document = removeClientSetsFromDocument(parsed) ?? parsed;
  const operation = getOperationAST(document);
  if (!operation?.name) throw new Error(`${relativePath} must hold exactly one named operation.`);
  return { name: operation.name.value, document: document as TypedDocumentNode<ResultOf<Document>, VariablesOf<Document>>, text: print(document) };
}

const loaded = new Map<string, OperationDocument>();

/** The operation a page type names by its path (src/lib/pageComposition.ts), read once. */
export function operationOf<TData, TVariables>(document: DocumentRef<TData, TVariables>): OperationDocument<TData, TVariables> {
  let operation = loaded.get(document.path);
  if (!operation) {
    operation = loadOperation(document.path);
    loaded.set(document.path, operation);
  }
  return operation as unknown as OperationDocument<TData, TVariables>;
}
