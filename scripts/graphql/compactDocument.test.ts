import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parse, print } from 'graphql';
import { expandDocument } from '../../src/graphql/expandDocument';
import { compactDocument } from './compactDocument';
import { readDocumentFile } from './documentFile';

const ROOT = path.join(__dirname, '..', '..');

/** Every `.graphql` document the SPA and the server ask with. */
function documentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return documentFiles(file);
    return entry.name.endsWith('.graphql') ? [file] : [];
  });
}

const roundTrip = (text: string) => expandDocument(JSON.parse(JSON.stringify(compactDocument(parse(text, { noLocation: true })))));

describe('compact GraphQL documents', () => {
  const files = [...documentFiles(path.join(ROOT, 'src')), ...documentFiles(path.join(ROOT, 'server'))];

  it.each(files.map((file) => [path.relative(ROOT, file), file]))('%s expands into the very AST the parser makes', (_name, file) => {
    const parsed = readDocumentFile(file);
    const expanded = expandDocument(JSON.parse(JSON.stringify(compactDocument(parsed))));
    expect(expanded).toEqual(JSON.parse(JSON.stringify(parsed)));
    expect(print(expanded)).toBe(print(parsed));
  });

  it('keeps aliases, arguments of every kind, directives, inline fragments, defaults and nested list types', () => {
    const text = `
      query Q($ids: [ID!]! = ["a"], $first: Int, $flag: Boolean! @deprecated) @live {
        page: products(filter: { sku: { in: $ids } }, pageSize: 3, sort: { name: ASC }, search: "x", first: $first) {
          items @include(if: $flag) {
            ... on ConfigurableProduct { variants { product { sku } } }
            ... @skip(if: $flag) { name }
            ...Price @client
          }
        }
      }
      fragment Price on ProductInterface @keep { price_range { minimum_price { final_price { value } } } }
      mutation { reset }`;
    const parsed = parse(text, { noLocation: true });
    expect(roundTrip(text)).toEqual(JSON.parse(JSON.stringify(parsed)));
    expect(print(roundTrip(text))).toBe(print(parsed));
  });

  it('is much smaller than the AST it stands for', () => {
    const parsed = readDocumentFile(path.join(ROOT, 'src/features/catalog/getProductListing.graphql'));
    expect(JSON.stringify(compactDocument(parsed)).length).toBeLessThan(JSON.stringify(parsed).length / 3);
  });
});
