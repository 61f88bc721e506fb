import type { DocumentNode } from 'graphql';

export function readDocumentFile(file: string, source?: string, addDependency?: (file: string) => void): DocumentNode;
