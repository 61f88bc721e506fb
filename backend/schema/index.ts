import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

/** The SDL files that make up the served schema: Magento's subset plus the sample shop's attributes. */
export const SCHEMA_FILES = ['magento-subset.graphqls', 'attributes.graphqls'].map((f) => path.join(__dirname, f));

export function schemaSDL(): string {
  return SCHEMA_FILES.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
}

export function buildServedSchema(): GraphQLSchema {
  return buildSchema(schemaSDL());
}
