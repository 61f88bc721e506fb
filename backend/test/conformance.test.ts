import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  extendSchema,
  parse,
  validate,
  visit,
  isObjectType,
  isInterfaceType,
  isInputObjectType,
  isEnumType,
  isUnionType,
  isScalarType,
  type GraphQLSchema,
  type GraphQLNamedType,
  type DocumentNode,
  Kind
} from 'graphql';
import { REFERENCE_DIR, referenceSchemaFile } from '../../scripts/conformance/schemas';
import { buildServedSchema } from '../schema';

// No reference, no conformance: a missing ../shared/reference fails this file (referenceSchemaFile throws) instead of skipping.
const referenceSDL = fs.readFileSync(referenceSchemaFile(), 'utf8');
const examples = path.join(REFERENCE_DIR, 'examples');

const kind = (t: GraphQLNamedType) =>
  isObjectType(t)
    ? 'object'
    : isInterfaceType(t)
      ? 'interface'
      : isInputObjectType(t)
        ? 'input'
        : isEnumType(t)
          ? 'enum'
          : isUnionType(t)
            ? 'union'
            : 'scalar';

/** Every difference that makes `ours` not a subset of `ref`. */
function subsetViolations(ours: GraphQLSchema, ref: GraphQLSchema): string[] {
  const out: string[] = [];
  for (const [name, t] of Object.entries(ours.getTypeMap())) {
    if (name.startsWith('__')) continue;
    const r = ref.getType(name);
    if (!r) {
      out.push(`type ${name} missing`);
      continue;
    }
    if (kind(t) !== kind(r)) {
      out.push(`type ${name}: ${kind(t)} vs ${kind(r)}`);
      continue;
    }
    if ((isObjectType(t) || isInterfaceType(t)) && (isObjectType(r) || isInterfaceType(r))) {
      const rf = r.getFields();
      const ri = new Set(r.getInterfaces().map((i) => i.name));
      for (const i of t.getInterfaces()) if (!ri.has(i.name)) out.push(`${name} implements ${i.name}`);
      for (const f of Object.values(t.getFields())) {
        const g = rf[f.name];
        if (!g) {
          out.push(`${name}.${f.name} missing`);
          continue;
        }
        if (String(f.type) !== String(g.type)) out.push(`${name}.${f.name}: ${f.type} vs ${g.type}`);
        for (const a of f.args) {
          const b = g.args.find((x) => x.name === a.name);
          if (!b) out.push(`${name}.${f.name}(${a.name}) missing`);
          else if (String(a.type) !== String(b.type) || a.defaultValue !== b.defaultValue) out.push(`${name}.${f.name}(${a.name}) differs`);
        }
      }
    } else if (isInputObjectType(t) && isInputObjectType(r)) {
      const rf = r.getFields();
      for (const f of Object.values(t.getFields())) {
        if (!rf[f.name]) out.push(`${name}.${f.name} missing`);
        else if (String(f.type) !== String(rf[f.name].type)) out.push(`${name}.${f.name}: ${f.type} vs ${rf[f.name].type}`);
      }
    } else if (isEnumType(t) && isEnumType(r)) {
      const rv = new Set(r.getValues().map((v) => v.name));
      for (const v of t.getValues()) if (!rv.has(v.name)) out.push(`${name}.${v.name} missing`);
    } else if (isScalarType(t) && !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(name)) {
      out.push(`custom scalar ${name}`);
    }
  }
  return out;
}

/** Apollo strips @client fields before sending; the storefront resolves `current_currency_code` that way (08-currency). */
const stripClient = (doc: DocumentNode) =>
  visit(doc, {
    Field: (node) => (node.directives?.some((d) => d.name.value === 'client') || node.name.value === 'current_currency_code' ? null : undefined)
  });

describe('schema conformance with Magento 2.4.9', () => {
  const ours = buildServedSchema();
  // The only allowed additions: the color/size attribute fields, declared exactly as the reference README says.
  const withAttributes = extendSchema(
    buildSchema(referenceSDL),
    parse(fs.readFileSync(path.join(__dirname, '../schema/attributes.graphqls'), 'utf8'))
  );

  it('is a strict subset of the reference plus the allowed attribute fields', () => {
    expect(subsetViolations(ours, withAttributes)).toEqual([]);
  });

  it('adds nothing but product attributes to ProductInterface, its implementations and the filter input', () => {
    const bare = buildSchema(referenceSDL);
    const extras = subsetViolations(ours, bare);
    expect(extras.sort()).toEqual([
      'BundleProduct.color missing',
      'BundleProduct.size missing',
      'ConfigurableProduct.color missing',
      'ConfigurableProduct.size missing',
      'DownloadableProduct.color missing',
      'DownloadableProduct.size missing',
      'GroupedProduct.color missing',
      'GroupedProduct.size missing',
      'ProductAttributeFilterInput.color missing',
      'ProductAttributeFilterInput.size missing',
      'ProductInterface.color missing',
      'ProductInterface.size missing',
      'SimpleProduct.color missing',
      'SimpleProduct.size missing',
      'VirtualProduct.color missing',
      'VirtualProduct.size missing'
    ]);
  });

  it('detects a violation (the check can fail)', () => {
    const bad = buildSchema('type Query { storeConfig: StoreConfig products(search: Int): String } type StoreConfig { store_code: Int foo: String }');
    expect(subsetViolations(bad, withAttributes)).toEqual(
      expect.arrayContaining([
        'Query.products: String vs Products',
        'Query.products(search) differs',
        'StoreConfig.store_code: Int vs ID',
        'StoreConfig.foo missing'
      ])
    );
  });

  it.each(fs.readdirSync(examples).filter((f) => f.endsWith('.graphql')))('example %s validates', (file) => {
    const doc = stripClient(parse(fs.readFileSync(path.join(examples, file), 'utf8')));
    expect(validate(ours, doc).map((e) => e.message)).toEqual([]);
    expect(doc.definitions.every((d) => d.kind === Kind.OPERATION_DEFINITION)).toBe(true);
  });
});
