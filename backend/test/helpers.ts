import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import embeddedBackend, { type EmbeddedBackendOptions } from '..';
import { openDatabase, databaseFileOf } from '../db';
import { seedDatabase } from '../db/sampleShop';

let template: string | null = null;

/**
 * A fastify app with the backend over a fresh copy of a seeded database (media are not rendered in tests).
 * `alterData` may change the copy before the backend opens it.
 */
export async function testApp(
  options: Omit<EmbeddedBackendOptions, 'dataDir'> = {},
  alterData?: (db: Database.Database) => void
): Promise<{ app: FastifyInstance; dataDir: string }> {
  if (!template) {
    template = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-template-'));
    const db = openDatabase(databaseFileOf(template));
    seedDatabase(db);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-test-'));
  fs.copyFileSync(databaseFileOf(template), databaseFileOf(dataDir));
  if (alterData) {
    const db = new Database(databaseFileOf(dataDir));
    alterData(db);
    db.close();
  }
  const app = Fastify();
  await app.register(embeddedBackend, { ...options, dataDir });
  await app.ready();
  return { app, dataDir };
}

/**
 * A maker of test shops for one test file (`testApp` over a database `alterData` may change), each closed and its
 * folder deleted once the file's tests are done.
 */
export function testShops(): (alterData?: (db: Database.Database) => void) => Promise<FastifyInstance> {
  const made: { app: FastifyInstance; dataDir: string }[] = [];
  afterAll(async () => {
    for (const { app, dataDir } of made) {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
  return async (alterData) => {
    const shop = await testApp({}, alterData);
    made.push(shop);
    return shop.app;
  };
}

/** A parsed JSON answer: tests read into it freely (the one place `any` is allowed in the backend). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface GqlOptions {
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  /** The client's address; by default every request comes from a client of its own, so the per-client throttles stay out of tests about other things. */
  clientIp?: string;
}

let clients = 0;
const nextClientIp = () => {
  clients++;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

/** Sends a GraphQL operation; returns the parsed body, status and headers. */
export async function gql(app: FastifyInstance, query: string, opts: GqlOptions = {}) {
  const method = opts.method ?? (/^\s*mutation/.test(query) ? 'POST' : 'GET');
  const remoteAddress = opts.clientIp ?? nextClientIp();
  const res =
    method === 'GET'
      ? await app.inject({
          method,
          url: '/graphql',
          query: { query, ...(opts.variables ? { variables: JSON.stringify(opts.variables) } : {}) },
          headers: opts.headers,
          remoteAddress
        })
      : await app.inject({ method, url: '/graphql', payload: { query, variables: opts.variables }, headers: opts.headers, remoteAddress });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as { data?: Json; errors?: { message: string; extensions: { category: string } }[] }
  };
}

let customers = 0;
/** Signs up a new customer `<prefix>N@example.com` (Ann Lee) with `password`; resolves with the e-mail. */
export async function createTestCustomer(app: FastifyInstance, prefix: string, password = 'Secret123!'): Promise<string> {
  const email = `${prefix}${++customers}@example.com`;
  const r = await gql(
    app,
    'mutation($e:String!,$p:String!){ createCustomerV2(input:{email:$e, firstname:"Ann", lastname:"Lee", password:$p}){ customer { email } } }',
    { variables: { e: email, p: password } }
  );
  if (r.body.errors) throw new Error(`Could not sign ${email} up: ${r.body.errors[0].message}`);
  return email;
}

/** A REST AddressInterface the checkout takes (Austin, Texas). */
export const AUSTIN_ADDRESS = {
  firstname: 'Ann',
  lastname: 'Lee',
  street: ['1 Main St'],
  city: 'Austin',
  region_code: 'TX',
  postcode: '78701',
  country_id: 'US',
  telephone: '5550100'
};
