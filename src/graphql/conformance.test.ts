/** @jest-environment node */
// Every GraphQL document in src/ and server/ (the storefront server's own queries) must be valid against Magento 2.4's real schema (so the storefront
// runs on any Magento) and against the embedded backend's schema (so it runs out of the box).
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  extendSchema,
  isInterfaceType,
  Kind,
  parse,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema
} from 'graphql';
import { possibleTypes } from './possibleTypes';

const repoRoot = path.resolve(__dirname, '../..');
const referencePath = path.resolve(repoRoot, '../shared/reference/magento-schema.graphqls');
const backendSchemaDir = path.resolve(repoRoot, 'backend/schema');

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

const documents = ['src', 'server'].flatMap((dir) => collectDocuments(path.resolve(repoRoot, dir))).map((file) => ({
  name: path.relative(repoRoot, file),
  document: parse(fs.readFileSync(file, 'utf8'))
}));

function expectValid(schema: GraphQLSchema) {
  const failures = documents
    .map(({ name, document }) => ({ name, errors: validate(schema, stripClientFields(document)).map((error) => error.message) }))
    .filter(({ errors }) => errors.length > 0);
  expect(failures).toEqual([]);
}

describe('GraphQL documents', () => {
  it('exist, and each holds exactly one named operation (the loader hands out one DocumentNode per file)', () => {
    expect(documents.length).toBeGreaterThan(0);
    for (const { name, document } of documents) {
      const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      expect({ name, operations: operations.length }).toEqual({ name, operations: 1 });
      expect({ name, named: Boolean(operations[0].kind === Kind.OPERATION_DEFINITION && operations[0].name) }).toEqual({
        name,
        named: true
      });
    }
  });
});

const hasReference = fs.existsSync(referencePath);
if (!hasReference) console.log(`Skipping the Magento reference half: ${referencePath} is absent.`);

(hasReference ? describe : describe.skip)("against Magento's reference schema", () => {
  const reference = hasReference ? extendSchema(buildSchema(fs.readFileSync(referencePath, 'utf8')), parse(ATTRIBUTE_EXTENSIONS)) : undefined;

  it('validates every document', () => {
    expectValid(reference as GraphQLSchema);
  });

  it("knows every interface's implementations (possibleTypes)", () => {
    const schema = reference as GraphQLSchema;
    const expected = Object.fromEntries(
      Object.values(schema.getTypeMap())
        .filter((type) => isInterfaceType(type) && !type.name.startsWith('__'))
        .map((type) => [type.name, schema.getPossibleTypes(type as never).map((impl) => impl.name).sort()])
    );
    expect(possibleTypes).toEqual(expected);
  });
});

let backendSchema: GraphQLSchema | undefined;
let backendSkipReason = '';
try {
  if (!fs.existsSync(path.join(backendSchemaDir, 'index.ts'))) throw new Error(`${backendSchemaDir}/index.ts is absent`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional: the backend may not build yet
  backendSchema = (require(path.join(backendSchemaDir, 'index.ts')) as { buildServedSchema(): GraphQLSchema }).buildServedSchema();
} catch (error) {
  backendSkipReason = error instanceof Error ? error.message : String(error);
  console.log(`Skipping the embedded backend half: its schema does not build (${backendSkipReason}).`);
}

(backendSchema ? describe : describe.skip)("against the embedded backend's schema", () => {
  it('validates every document', () => {
    expectValid(backendSchema as GraphQLSchema);
  });
});
