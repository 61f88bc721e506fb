import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReferenceSchema, buildSchemaFromFiles, referenceSchemaFile } from './schemas';

describe('conformance schemas', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conformance-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('throws a clear error when the reference directory has no schema (instead of skipping)', () => {
    const absent = path.join(dir, 'reference');
    expect(() => referenceSchemaFile(absent)).toThrow(
      `Magento's reference schema is missing: ${path.join(absent, 'magento-schema.graphqls')} does not exist`
    );
    expect(() => buildReferenceSchema(absent)).toThrow("Magento's reference schema is missing");
  });

  it('throws a clear error when a schema does not build', () => {
    const broken = path.join(dir, 'broken.graphqls');
    fs.writeFileSync(broken, 'type Query { products: Products }');
    expect(() => buildSchemaFromFiles([broken], "the embedded backend's schema")).toThrow(
      `the embedded backend's schema does not build (${broken}): Unknown type "Products".`
    );
  });

  it('names the missing file of a schema', () => {
    const absent = path.join(dir, 'attributes.graphqls');
    expect(() => buildSchemaFromFiles([absent], "the embedded backend's schema")).toThrow(
      `the embedded backend's schema is missing: ${absent} does not exist.`
    );
  });

  it('builds the reference and a valid schema', () => {
    const valid = path.join(dir, 'valid.graphqls');
    fs.writeFileSync(valid, 'type Query { storeConfig: StoreConfig } type StoreConfig { store_code: ID }');
    expect(buildSchemaFromFiles([valid], 'a schema').getQueryType()?.getFields()).toHaveProperty('storeConfig');
    expect(buildReferenceSchema().getType('ProductInterface')).toBeDefined();
  });
});
