/** @jest-environment node */
// Every GraphQL document in src/ and server/ (the storefront server's own queries), shared fragments included, must be
// valid against Magento 2.4's real schema (so the storefront runs on any Magento) and against the embedded backend's
// schema (so it runs out of the box). A missing reference or a backend schema that does not build fails the tests.
import fs from 'node:fs';
import path from 'node:path';
import {
  extendSchema,
  isAbstractType,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema
} from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { checkQueryLimits } from '../../backend/graphqlLimits';
import { SCHEMA_FILES } from '../../backend/schema';
import { buildReferenceSchema, buildSchemaFromFiles } from '../../scripts/conformance/schemas';
import { readDocumentFile } from '../../scripts/graphql/documentFile';
import { BrowserStorage } from '../lib/storage/BrowserStorage';
import { possibleTypes } from './possibleTypes';
import { createTypePolicies } from './typePolicies';

const repoRoot = path.resolve(__dirname, '../..');

// The reference README's only allowance for product attributes: the sample data's select attributes.
const PRODUCT_TYPES = ['VirtualProduct', 'SimpleProduct', 'ConfigurableProduct', 'BundleProduct', 'DownloadableProduct', 'GroupedProduct'];
const ATTRIBUTE_EXTENSIONS = [
  'extend interface ProductInterface { color: Int size: Int }',
  ...PRODUCT_TYPES.map((type) => `extend type ${type} { color: Int size: Int }`),
  'extend input ProductAttributeFilterInput { color: FilterEqualTypeInput size: FilterEqualTypeInput }',
  'extend input ProductAttributeSortInput { color: SortEnum size: SortEnum }'
].join('\n');

function collectDocuments(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return collectDocuments(full);
    return /\.(graphql|gql)$/.test(entry.name) ? [full] : [];
  });
}

/** Apollo never sends `@client` fields; neither are they in any server schema. */
function stripClientFields(document: DocumentNode): DocumentNode {
  return visit(document, {
    Field: (node) => (node.directives?.some((directive) => directive.name.value === 'client') ? null : undefined)
  });
}

/** Each file with the fragments it `#import`s, as graphql-tag/loader (the SPA) and the server's loader send it. */
const documents = ['src', 'server']
  .flatMap((dir) => collectDocuments(path.resolve(repoRoot, dir)))
  .map((file) => ({
    name: path.relative(repoRoot, file),
    document: readDocumentFile(file)
  }));

const isOperation = (document: DocumentNode) => document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION);
/** A shared fragment file is checked on its own: that no operation of its file uses its fragments is expected. */
const rulesFor = (document: DocumentNode) =>
  isOperation(document) ? specifiedRules : specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

function expectValid(schema: GraphQLSchema) {
  const failures = documents
    .map(({ name, document }) => ({ name, errors: validate(schema, stripClientFields(document), rulesFor(document)).map((error) => error.message) }))
    .filter(({ errors }) => errors.length > 0);
  expect(failures).toEqual([]);
}

describe('GraphQL documents', () => {
  it('exist, and each holds exactly one named operation or, shared, only fragments (the loader hands out one DocumentNode per file)', () => {
    expect(documents.length).toBeGreaterThan(0);
    for (const { name, document } of documents) {
      const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      const fragmentsOnly = document.definitions.every((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
      expect({ name, operations: operations.length, fragmentsOnly }).toEqual({ name, operations: fragmentsOnly ? 0 : 1, fragmentsOnly });
      if (operations[0]?.kind === Kind.OPERATION_DEFINITION) expect({ name, named: Boolean(operations[0].name) }).toEqual({ name, named: true });
    }
  });

  // Magento refuses a query over its complexity (300 fields) or depth limits; Apollo adds __typename to every
  // selection set, which counts. The embedded backend measures as Magento does (backend/graphqlLimits.ts).
  it("stay within Magento's query complexity and depth limits as Apollo sends them", () => {
    const operations = documents.filter(({ document }) => isOperation(document));
    expect(operations.length).toBeGreaterThan(20);
    const refused = operations
      .map(({ name, document }) => ({ name, error: checkQueryLimits(addTypenameToDocument(stripClientFields(document)))?.message }))
      .filter(({ error }) => error);
    expect(refused).toEqual([]);
  });

  it('share the fragments for product summary, price range, money, image and address', () => {
    const fragments = documents.flatMap(({ document }) =>
      document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [definition.name.value] : []))
    );
    expect(fragments).toEqual(expect.arrayContaining(['ProductSummary', 'PriceRange', 'Money', 'ProductImage', 'CustomerAddress', 'OrderAddress']));
  });
});

describe("against Magento's reference schema", () => {
  const reference = () => extendSchema(buildReferenceSchema(), parse(ATTRIBUTE_EXTENSIONS));

  it('validates every document', () => {
    expectValid(reference());
  });

  it('knows the implementations of every abstract type a document or type policy names (possibleTypes)', () => {
    const schema = reference();
    const named = new Set<string>(Object.keys(createTypePolicies(new BrowserStorage(undefined))));
    for (const { document } of documents) {
      visit(document, {
        FragmentDefinition: (node) => void named.add(node.typeCondition.name.value),
        InlineFragment: (node) => void (node.typeCondition && named.add(node.typeCondition.name.value))
      });
    }
    const expected = Object.fromEntries(
      [...named]
        .map((name) => schema.getType(name))
        .filter((type) => type !== undefined && isAbstractType(type))
        .map((type) => [
          type!.name,
          schema
            .getPossibleTypes(type as never)
            .map((impl) => impl.name)
            .sort()
        ])
    );
    expect(Object.keys(expected)).toContain('ProductInterface');
    expect(possibleTypes).toEqual(expected);
  });
});

describe("against the embedded backend's schema", () => {
  it('validates every document', () => {
    expectValid(buildSchemaFromFiles(SCHEMA_FILES, "The embedded backend's schema"));
  });
});
