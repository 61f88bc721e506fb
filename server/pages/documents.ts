import { addTypenameToDocument, removeClientSetsFromDocument } from '@apollo/client/utilities';
import { getOperationAST, print, type DocumentNode } from 'graphql';
import path from 'node:path';
import { readDocumentFile } from '../../scripts/graphql/documentFile';

/** A GraphQL operation read from a `.graphql` file of the SPA (or the server), as Apollo sends it. */
export interface OperationDocument {
  name: string;
  /**
   * As Apollo Client sends it: `__typename` on every selection (so answers normalise the same way) and no
   * `@client` fields.
   */
  document: DocumentNode;
  /** The printed text sent to the backend. */
  text: string;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');
/**
 * Loads an operation by its path from the repository root (e.g. `src/features/catalog/getCategory.graphql`):
 * the server asks with the very documents the SPA uses, so the cache entries it writes are the ones the
 * SPA reads.
 */
export function loadOperation(relativePath: string): OperationDocument {
  const parsed = addTypenameToDocument(readDocumentFile(path.join(REPO_ROOT, relativePath)));
  const document = removeClientSetsFromDocument(parsed) ?? parsed;
  const operation = getOperationAST(document);
  if (!operation?.name) throw new Error(`${relativePath} must hold exactly one named operation.`);
  return { name: operation.name.value, document, text: print(document) };
}
