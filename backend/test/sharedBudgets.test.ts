import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import embeddedBackend from '..';
import { openDatabase, databaseFileOf, type DB } from '../db';
import { clock } from '../domain/auth';
import { SAMPLE_CUSTOMER } from '../seed/content';
import { BudgetCounters, Lockout, Slowdown, Throttle } from '../throttle';
import { createTestCustomer, gql, testApp, type GqlOptions } from './helpers';

/**
 * Issue 40, finding 4: STOREFRONT_WORKERS=N gave every client N budgets. Each worker opens the same database; here two
 * backends over one database file stand for two workers, and a request goes to one or the other in turn.
 */

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});
const after = (ms: number) => {
  const start = clock.now();
  clock.now = () => start + ms;
};

const TOO_MANY = { message: 'Too many requests. Please wait a moment and try again.', extensions: { category: 'graphql-too-many-requests' } };
const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const TOKEN = 'mutation($e:String!,$p:String!){ generateCustomerToken(email:$e, password:$p){ token } }';

let workers: FastifyInstance[];
let dataDir: string;
beforeAll(async () => {
  const first = await testApp({ publicUrl: 'https://shop.example.com' });
  dataDir = first.dataDir;
  const second = Fastify();
  await second.register(embeddedBackend, { dataDir, publicUrl: 'https://shop.example.com' });
  await second.ready();
  workers = [first.app, second];
});
afterAll(async () => {
  for (const worker of workers) await worker.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The i-th request of a client: to the workers in turn, as the cluster hands out connections. */
const worker = (i: number) => workers[i % workers.length];
const signIn = (i: number, e: string, p: string, opts: GqlOptions) => gql(worker(i), TOKEN, { ...opts, variables: { e, p } });
const outcome = async (i: number, e: string, p: string, opts: GqlOptions) => {
  const r = await signIn(i, e, p, opts);
  return r.body.errors ? r.body.errors[0].message : r.body.data.generateCustomerToken.token ? 'signed in' : 'no token';
};

describe('budgets shared by two workers on one database', () => {
  it('30 guest carts a minute per client across both workers, then refused by each', async () => {
    const client = { clientIp: '192.0.2.40' };
    for (let i = 0; i < 30; i++) expect([i, (await gql(worker(i), 'mutation { createEmptyCart }', client)).body.errors]).toEqual([i, undefined]);
    for (let i = 30; i < 32; i++) expect((await gql(worker(i), 'mutation { createEmptyCart }', client)).body.errors?.[0]).toMatchObject(TOO_MANY);
    after(61_000);
    expect((await gql(worker(0), 'mutation { createEmptyCart }', client)).body.data.createEmptyCart).toEqual(expect.any(String));
  });

  it('5 sign-ins to one account a minute per client across both workers', async () => {
    const client = { clientIp: '192.0.2.41' };
    for (let i = 0; i < 5; i++) expect(await outcome(i, SAMPLE_CUSTOMER.email, 'wrong', client)).toBe(SIGN_IN_FAILED);
    for (let i = 5; i < 7; i++)
      expect((await signIn(i, SAMPLE_CUSTOMER.email, SAMPLE_CUSTOMER.password, client)).body.errors?.[0]).toMatchObject(TOO_MANY);
  });

  it('the 6th wrong password in a row across both workers shuts the client out of the account on each', async () => {
    const email = await createTestCustomer(workers[0], 'shared');
    const attacker = { clientIp: '198.51.100.41' };
    for (let i = 0; i < 5; i++) expect(await outcome(i, email, `Wrong-${i}-pass`, attacker)).toBe(SIGN_IN_FAILED);
    after(61_000);
    expect(await outcome(5, email, 'Wrong-5-pass', attacker)).toBe(SIGN_IN_FAILED);
    expect(await outcome(6, email, 'Secret123!', attacker)).toBe(SIGN_IN_FAILED);
    expect(await outcome(7, email, 'Secret123!', attacker)).toBe(SIGN_IN_FAILED);
    expect(await outcome(8, email, 'Secret123!', { clientIp: '203.0.113.41' })).toBe('signed in');
  });

  it('60 mails a minute for the whole shop across both workers', async () => {
    const CONTACT = 'mutation($e:String!){ contactUs(input:{name:"Ann", email:$e, comment:"Hello"}){ status } }';
    // Each from a client of its own: only the shop-wide budget can refuse.
    for (let i = 0; i < 60; i++)
      expect([i, (await gql(worker(i), CONTACT, { variables: { e: `writer${i}@example.com` } })).body.errors]).toEqual([i, undefined]);
    for (let i = 60; i < 62; i++)
      expect((await gql(worker(i), CONTACT, { variables: { e: `late${i}@example.com` } })).body.errors?.[0]).toMatchObject(TOO_MANY);
  });
});

describe('the counters in the database', () => {
  let connections: DB[];
  let now: number;
  beforeEach(() => {
    connections = [openDatabase(databaseFileOf(dataDir)), openDatabase(databaseFileOf(dataDir))];
    now = 1_000_000_000_000 + Math.floor(Math.random() * 1e9);
  });
  afterEach(() => {
    for (const db of connections) db.close();
  });
  const countersOn = (db: DB) => new BudgetCounters(db, () => now);
  const rows = (budget: string) =>
    (connections[0].prepare('SELECT count(*) FROM budget_counter WHERE budget = ?').pluck().get(budget) as number) ?? 0;

  it('an account under attack takes turns, one a second, whichever worker checks it; refused beyond 10 s', () => {
    const [a, b] = connections.map((db) => new Slowdown(countersOn(db), 'test/slowdown', 6, 1000, 10_000, 30 * 60_000));
    for (let i = 0; i < 6; i++) (i % 2 ? a : b).fail('ann@example.com');
    const turns = Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).turn('ann@example.com'));
    expect(turns).toEqual([0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10_000, null]);
    b.clear('ann@example.com');
    expect(a.turn('ann@example.com')).toBe(0);
  });

  it('a lock taken on one worker holds on the other, until it ends or the key is cleared', () => {
    const [a, b] = connections.map((db) => new Lockout(countersOn(db), 'test/lockout', 6, 30 * 60_000));
    for (let i = 0; i < 6; i++) (i % 2 ? a : b).fail('client|1');
    expect([a.isLocked('client|1'), b.isLocked('client|1')]).toEqual([true, true]);
    now += 30 * 60_000;
    expect(b.isLocked('client|1')).toBe(false);
    for (let i = 0; i < 6; i++) a.fail('client|2');
    b.clear('client|2');
    expect(a.isLocked('client|2')).toBe(false);
  });

  it('keeps a bounded number of keys however many distinct ones a flood brings', () => {
    const counters = countersOn(connections[0]);
    const throttle = new Throttle(counters, 'test/flood', 5, 60_000, 100);
    const lockout = new Lockout(counters, 'test/flood-lockout', 6, 30 * 60_000, 100);
    const slowdown = new Slowdown(counters, 'test/flood-slowdown', 6, 1000, 10_000, 30 * 60_000, 100);
    for (let i = 0; i < 1_000; i++) {
      throttle.take(`10.0.${i >> 8}.${i & 255}`);
      lockout.fail(`10.0.${i >> 8}.${i & 255}|1`);
      slowdown.fail(`flood${i}@example.com`);
    }
    for (const budget of ['test/flood', 'test/flood-lockout', 'test/flood-slowdown']) expect([budget, rows(budget) <= 110]).toEqual([budget, true]);
    // The latest keys are kept (an evicted key would merely start afresh), and the windows that have ended go at the next prune.
    expect(counters.queries.live('test/flood', '10.0.3.231', now)?.count).toBe(1);
    now += 60_000;
    for (let i = 0; i < 10; i++) throttle.take(`late${i}`);
    expect(rows('test/flood')).toBe(10);
  });

  it('never grants more than the budget to two processes taking from it at once', async () => {
    const file = databaseFileOf(dataDir);
    const go = path.join(dataDir, 'go');
    // Each process waits for `go`, then tries 400 single takes and 400 paired takes (per client and shop-wide).
    const script = `
      const fs = require('node:fs');
      const { openDatabase } = require(${JSON.stringify(path.resolve(__dirname, '../db'))});
      const { BudgetCounters, Throttle, tryThrottle } = require(${JSON.stringify(path.resolve(__dirname, '../throttle'))});
      const counters = new BudgetCounters(openDatabase(${JSON.stringify(file)}));
      const single = new Throttle(counters, 'race/single', 500, 60000);
      const perClient = new Throttle(counters, 'race/client', 10000, 60000);
      const shopWide = new Throttle(counters, 'race/all', 500, 60000);
      process.stdout.write('ready\\n');
      const deadline = Date.now() + 30000;
      while (!fs.existsSync(${JSON.stringify(go)}) && Date.now() < deadline);
      let singles = 0, pairs = 0;
      for (let i = 0; i < 400; i++) {
        if (tryThrottle([single, 'k'])) singles++;
        if (tryThrottle([perClient, 'c' + (i % 7)], [shopWide, 'all'])) pairs++;
      }
      process.stdout.write(JSON.stringify({ singles, pairs }) + '\\n');`;
    const run = () =>
      new Promise<{ ready: Promise<void>; done: Promise<{ singles: number; pairs: number }> }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
          cwd: path.resolve(__dirname, '../..'),
          stdio: ['ignore', 'pipe', 'inherit']
        });
        let out = '';
        const exited = new Promise<number | null>((r) => child.on('exit', r));
        const ready = new Promise<void>((r, reject) => {
          child.stdout.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            if (out.startsWith('ready\n')) r();
          });
          void exited.then((code) => reject(new Error(`exited with ${code} before it was ready`)));
        });
        const done = exited.then((code) => {
          if (code !== 0) throw new Error(`exited with ${code}`);
          return JSON.parse(out.split('\n')[1]) as { singles: number; pairs: number };
        });
        resolve({ ready, done });
      });
    const processes = await Promise.all([run(), run()]);
    await Promise.all(processes.map((p) => p.ready));
    fs.writeFileSync(go, '');
    const results = await Promise.all(processes.map((p) => p.done));
    expect(results[0].singles + results[1].singles).toBe(500);
    expect(results[0].pairs + results[1].pairs).toBe(500);
  }, 60_000);
});
