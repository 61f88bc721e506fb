import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';
export { isSeeded } from './migrations';

export type DB = Database.Database;

/** Opens (creating if needed) the database file in WAL mode and brings its schema up to date (db/migrations.ts). */
export function openDatabase(file: string): DB {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  try {
    migrate(db, file);
  } catch (e) {
    db.close();
    throw e;
  }
  return db;
}

/**
 * Runs `fn` in an immediate transaction whose commit is on disk before it returns (synchronous=FULL: the WAL is synced
 * at this commit), for writes a shopper is told have happened, such as a placed order. Other writes keep NORMAL (synced
 * at checkpoints), which may lose the last commits on a power cut but never corrupts. The level is per connection
 * and cannot change inside a transaction; better-sqlite3 is synchronous, so nothing else runs while it is raised.
 */
export function durableTransaction<T>(db: DB, fn: () => T): T {
  db.pragma('synchronous = FULL');
  try {
    return db.transaction(fn).immediate();
  } finally {
    db.pragma('synchronous = NORMAL');
  }
}

export const databaseFileOf = (dataDir: string) => path.join(dataDir, 'storefront.sqlite');
