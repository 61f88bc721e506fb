import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { openDatabase, databaseFileOf } from '../db';
import { seedDatabase } from '../db/sampleShop';
import { Shop } from '../shop';

/**
 * The shop's secret is written once, whoever opens a new database first (issue 40, finding 8): the workers of a
 * cluster open it at once on a first start, and one of them died of `UNIQUE constraint failed: meta.key`.
 */

let template: string;
const dirs: string[] = [];
/** A data folder holding a seeded database that no shop has opened yet (so no secret). */
function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-secret-'));
  fs.copyFileSync(databaseFileOf(template), databaseFileOf(dir));
  dirs.push(dir);
  return dir;
}
beforeAll(() => {
  template = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-secret-template-'));
  const db = openDatabase(databaseFileOf(template));
  seedDatabase(db);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  dirs.push(template);
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The X-Magento-Cache-Id a shop gives a guest of the default store view: it is made from the secret. */
const cacheIdOf = (shop: Shop) => shop.cacheId(shop.contextFor({}));

/**
 * `db`, except that right after its first read of the secret another opener opens the same database completely: the
 * moment two workers starting together meet in.
 */
function withOpenerAfterSecretRead(db: Database.Database, otherOpener: () => void): Database.Database {
  let met = false;
  return new Proxy(db, {
    get(target, property) {
      if (property !== 'prepare') return Reflect.get(target, property, target);
      return (sql: string) => {
        const statement = target.prepare(sql);
        if (sql !== 'SELECT value FROM meta WHERE key = ?') return statement;
        return new Proxy(statement, {
          get(s, name) {
            if (name !== 'get') {
              const value = Reflect.get(s, name, s);
              return typeof value === 'function' ? value.bind(s) : value;
            }
            return (...args: unknown[]) => {
              const row = s.get(...args);
              if (args[0] === 'secret' && !met) {
                met = true;
                otherOpener();
              }
              return row;
            };
          }
        });
      };
    }
  });
}

it('keeps one secret when another opener writes it between this one’s read and write', () => {
  const dir = freshDataDir();
  const first = openDatabase(databaseFileOf(dir));
  const second = openDatabase(databaseFileOf(dir));
  let other: Shop | undefined;
  const shop = new Shop(
    withOpenerAfterSecretRead(first, () => (other = new Shop(second, dir))),
    dir
  );
  expect(other).toBeDefined();
  expect(cacheIdOf(other!)).toBe(cacheIdOf(shop));
  // And every later opener keeps it.
  const third = openDatabase(databaseFileOf(dir));
  expect(cacheIdOf(new Shop(third, dir))).toBe(cacheIdOf(shop));
  for (const db of [first, second, third]) db.close();
});

/** A process that opens `dataDir` when told "go" on stdin and prints its shop's cache id (or its error). */
const opener = (backend: string) => `
import { openDatabase, databaseFileOf } from ${JSON.stringify(path.join(backend, 'db'))};
import { Shop } from ${JSON.stringify(path.join(backend, 'shop'))};
const dir = process.argv[2];
const db = openDatabase(databaseFileOf(dir));
process.stdout.write('ready\\n');
process.stdin.once('data', () => {
  try {
    const shop = new Shop(db, dir);
    process.stdout.write('id ' + shop.cacheId(shop.contextFor({})) + '\\n');
  } catch (e) {
    process.stdout.write('error ' + (e as Error).message + '\\n');
  }
  db.close();
  process.exit(0);
});
`;

it('gives four processes opening a new database together one secret, and none of them fails', async () => {
  const dir = freshDataDir();
  const script = path.join(dir, 'opener.ts');
  fs.writeFileSync(script, opener(path.join(__dirname, '..')));
  const children = Array.from({ length: 4 }, () => spawn(process.execPath, ['--import', 'tsx', script, dir], { stdio: ['pipe', 'pipe', 'inherit'] }));
  const outputs = children.map(
    (child) =>
      new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout!.on('data', (chunk) => (out += chunk));
        child.on('error', reject);
        child.on('exit', () => resolve(out));
      })
  );
  // All are ready (modules loaded, database open) before any is told to go, so their starts overlap.
  await Promise.all(
    children.map((child) => new Promise<void>((resolve) => child.stdout!.on('data', (chunk) => String(chunk).includes('ready') && resolve())))
  );
  for (const child of children) child.stdin!.end('go\n');
  const answers = (await Promise.all(outputs)).map((out) => out.split('\n').find((line) => line.startsWith('id ') || line.startsWith('error ')));
  expect(answers.filter((a) => a?.startsWith('error'))).toEqual([]);
  expect(new Set(answers).size).toBe(1);
}, 60_000);
