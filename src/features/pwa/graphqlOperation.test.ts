import { summarizeOperation } from './graphqlOperation';

describe('summarizeOperation', () => {
  it('reads the root fields of a named query with variables and nested selections', () => {
    const query = `
      query GetCategory($id: String!, $pageSize: Int = 6) {
        categories(filters: { category_uid: { eq: $id } }) { items { uid name children { uid } } }
        storeConfig { store_code }
      }`;
    expect(summarizeOperation(query)).toEqual({ type: 'query', name: 'GetCategory', rootFields: ['categories', 'storeConfig'] });
  });

  it('reports field names, not aliases, and reads minified documents', () => {
    expect(summarizeOperation('{a:cart(cart_id:"x"){id} b:products(search:"}"){total_count}}')?.rootFields).toEqual(['cart', 'products']);
  });

  it('follows fragment spreads and inline fragments at the root, skipping directives', () => {
    const query = `
      query Q @cached { ...Root ... on Query { currency { base_currency_code } } ... @include(if: true) { route(url: "/x") { type } } }
      fragment Root on Query { customer { email } cmsBlocks(identifiers: ["a"]) @skip(if: false) { items { content } } }`;
    expect(summarizeOperation(query)?.rootFields).toEqual(['customer', 'cmsBlocks', 'currency', 'route']);
  });

  it('tells mutations and subscriptions apart from queries', () => {
    expect(summarizeOperation('mutation { createEmptyCart }')).toMatchObject({ type: 'mutation', rootFields: ['createEmptyCart'] });
    expect(summarizeOperation('subscription S { tick }')?.type).toBe('subscription');
  });

  it('ignores comments, commas and strings that look like syntax', () => {
    const query = `# query { cart { id } }
      query { cmsPage(identifier: "home { cart }", note: """block "quoted" } text""") { title }, }`;
    expect(summarizeOperation(query)?.rootFields).toEqual(['cmsPage']);
  });

  it('picks the operation named by operationName, and refuses ambiguous documents', () => {
    const document = 'query A { products { total_count } } query B { customer { email } }';
    expect(summarizeOperation(document, 'B')?.rootFields).toEqual(['customer']);
    expect(summarizeOperation(document, 'A')?.rootFields).toEqual(['products']);
    expect(summarizeOperation(document)).toBeNull();
    expect(summarizeOperation(document, 'C')).toBeNull();
  });

  it('returns null for documents it cannot read', () => {
    for (const broken of [
      '',
      'query {',
      '{ products { items }',
      'query { ...Missing }',
      'type Query { a: Int }',
      '{ a: }',
      '{ "x" }',
      '{ a(b: "unterminated) }',
      '{ a ~ }'
    ]) {
      expect(summarizeOperation(broken)).toBeNull();
    }
  });

  it('does not loop on fragments that spread each other', () => {
    const query = 'query { ...A } fragment A on Query { products { total_count } ...B } fragment B on Query { ...A currency { base_currency_code } }';
    expect(summarizeOperation(query)?.rootFields).toEqual(['products', 'currency']);
  });
});
