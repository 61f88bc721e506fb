import fs from 'node:fs';
import { validate } from 'graphql';
import { testApp } from './helpers';
import { openDatabase, databaseFileOf } from '../db';
import { Shop } from '../shop';
import { executableSchema } from '../resolvers';
import { GraphQLEndpoint } from '../graphql';
import { MAX_ALIASES, MAX_QUERY_DEPTH } from '../graphqlLimits';

// Counts the endpoint's calls to graphql's validate (the costly step), calling through to the real one (Jest hoists this
// above the imports).
jest.mock('graphql', () => {
  const actual = jest.requireActual<typeof import('graphql')>('graphql');
  return { ...actual, validate: jest.fn(actual.validate) };
});
const validations = validate as jest.MockedFunction<typeof validate>;
let shop: Shop;
let endpoint: GraphQLEndpoint;
let dataDir: string;
beforeAll(async () => {
  const test = await testApp();
  dataDir = test.dataDir;
  await test.app.close();
  shop = new Shop(openDatabase(databaseFileOf(dataDir)), dataDir);
  endpoint = new GraphQLEndpoint(executableSchema(), shop);
});
afterAll(() => {
  shop.db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => validations.mockClear());

const run = async (query: string) => {
  const ctx = shop.contextFor({}, undefined, { protocol: 'http', host: '127.0.0.1' });
  const res = await endpoint.run({ method: 'POST', query }, ctx);
  return { status: res.status, body: res.body, json: JSON.parse(res.body) as { data?: unknown; errors?: { message: string }[] } };
};

/** `storeConfig { store_code }` under n aliases: complexity 2n, so 100 of them break the alias limit only. */
const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `s${i}: storeConfig { store_code }`).join(' ')} }`;
const nestedCategories = (depth: number) => `{ categories { items { ${'children { '.repeat(depth)}uid${' }'.repeat(depth)} } } }`;

describe('refused queries cost their refusal once', () => {
  it('applies the alias and depth limits before validation: an oversized query is never validated', async () => {
    const aliases = await run(aliased(100));
    expect(aliases.json.errors?.[0].message).toBe(`Max aliases should be ${MAX_ALIASES} but got 100.`);
    const deep = await run(nestedCategories(30));
    expect(deep.json.errors?.[0].message).toBe(`Max query depth should be ${MAX_QUERY_DEPTH} but got 33.`);
    expect(validations.mock.calls.length).toBe(0);
  });

  it('remembers a refusal of the same text: the second identical invalid query is not validated again', async () => {
    const query = '{ storeConfig { store_code no_such_field } }';
    const first = await run(query);
    expect(first.json.errors?.[0].message).toBe('Cannot query field "no_such_field" on type "StoreConfig".');
    expect(validations.mock.calls.length).toBe(1);
    const second = await run(query);
    expect(second.body).toBe(first.body);
    expect(validations.mock.calls.length).toBe(1);
    expect(endpoint.refused.has(query)).toBe(true);
    // Another text is validated on its own.
    expect((await run(`${query} `)).json.errors?.[0].message).toBe(first.json.errors?.[0].message);
    expect(validations.mock.calls.length).toBe(2);
  });

  it('answers a remembered refusal exactly as the first time, syntax errors included', async () => {
    for (const query of [aliased(400), '{ storeConfig { store_code }', `{ storeConfig { ${'x '.repeat(6000)} } }`]) {
      const first = await run(query);
      expect(first.json.data).toBeUndefined();
      expect((await run(query)).body).toBe(first.body);
    }
    expect(validations.mock.calls.length).toBe(0);
  });

  it('measures documents validation would refuse without hanging: fragment cycles and unknown fragments', async () => {
    const cycle = await run('{ storeConfig { ...A } } fragment A on StoreConfig { store_code ...B } fragment B on StoreConfig { ...A }');
    expect(cycle.json.errors?.map((e) => e.message)).toContain('Cannot spread fragment "A" within itself via "B".');
    // 40 fragments each spreading the next twice end in an unknown one: 2^40 spreads if expanded.
    const bomb = Array.from({ length: 40 }, (_, i) => `fragment F${i} on StoreConfig { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const started = performance.now();
    const unknown = await run(`{ storeConfig { ...F0 } } ${bomb}`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(unknown.json.errors?.map((e) => e.message)).toContain('Unknown fragment "F40".');
  });

  it('still validates a valid text once and remembers it with the prepared documents', async () => {
    const query = '{ storeConfig { store_code } }';
    expect((await run(query)).json.data).toEqual({ storeConfig: { store_code: 'default' } });
    expect((await run(query)).json.data).toEqual({ storeConfig: { store_code: 'default' } });
    expect(validations.mock.calls.length).toBe(1);
    expect(endpoint.refused.has(query)).toBe(false);
  });
});
