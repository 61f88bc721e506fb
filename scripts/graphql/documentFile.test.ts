import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import { readDocumentFile } from './documentFile';

describe('readDocumentFile', () => {
  let dir: string;
  const write = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'graphql-documents-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('parses without source locations, adding each imported fragment once', () => {
    write('money.graphql', 'fragment Money on Money { value currency }');
    write('price.graphql', '#import "./money.graphql"\nfragment Price on ProductPrice { final_price { ...Money } }');
    const file = write(
      'product.graphql',
      '#import "./price.graphql"\n#import "./money.graphql"\nquery GetProduct { products { items { price { ...Price } special { ...Money } } } }'
    );
    const added: string[] = [];
    const document = readDocumentFile(file, undefined, (dependency) => added.push(path.basename(dependency)));

    expect(document.definitions.map((definition) => ('name' in definition ? definition.name?.value : undefined))).toEqual([
      'GetProduct',
      'Price',
      'Money'
    ]);
    expect(JSON.stringify(document)).not.toContain('"loc"');
    expect(added.sort()).toEqual(['money.graphql', 'price.graphql']);
    expect(print(document)).toContain('fragment Money on Money');
  });

  it('fails on GraphQL that does not parse', () => {
    const file = write('broken.graphql', 'query Broken { products { ');
    expect(() => readDocumentFile(file)).toThrow(/Syntax Error/);
  });
});
