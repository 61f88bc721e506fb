// The schemas the conformance tests check against. A missing or broken schema throws a clear error: the tests
// exist to catch exactly that, so they fail instead of skipping.
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

/** ../shared/reference beside the repository: Magento's real schema and example operations. */
export const REFERENCE_DIR = path.resolve(__dirname, '../../../shared/reference');

/** Reads schema files (SDL) and builds one schema of them; `what` names it in the error. */
export function buildSchemaFromFiles(files: readonly string[], what: string): GraphQLSchema {
  const missing = files.filter((file) => !fs.existsSync(file));
  if (missing.length) throw new Error(`${what} is missing: ${missing.join(', ')} does not exist.`);
  try {
    return buildSchema(files.map((file) => fs.readFileSync(file, 'utf8')).join('\n'));
  } catch (error) {
    throw new Error(`${what} does not build (${files.join(', ')}): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The reference SDL's path; throws when it is absent. */
export function referenceSchemaFile(referenceDir = REFERENCE_DIR): string {
  const file = path.join(referenceDir, 'magento-schema.graphqls');
  if (!fs.existsSync(file)) {
    throw new Error(`Magento's reference schema is missing: ${file} does not exist (the conformance tests need ../shared/reference).`);
  }
  return file;
}

/** Magento 2.4's reference schema, as `buildSchema` makes it. */
export function buildReferenceSchema(referenceDir = REFERENCE_DIR): GraphQLSchema {
  return buildSchemaFromFiles([referenceSchemaFile(referenceDir)], "Magento's reference schema");
}
