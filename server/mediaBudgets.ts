import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the media routes of every process on one data folder must count together (STOREFRONT_WORKERS, and proxy mode
 * too, which has no database of its own): each client's renders and the files kept on disk. A small SQLite file of its
 * own beside the cache, `media.sqlite`; it holds counts only, so deleting it loses nothing (the disk is scanned again).
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS render_bucket (client TEXT PRIMARY KEY, tokens REAL NOT NULL, at INTEGER NOT NULL, granted INTEGER NOT NULL) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS render_bucket_at ON render_bucket (at);
CREATE TABLE IF NOT EXISTS cached_file (path TEXT PRIMARY KEY, size INTEGER NOT NULL, used_at INTEGER NOT NULL) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS cached_file_use ON cached_file (used_at);
CREATE TABLE IF NOT EXISTS cache_total (id INTEGER PRIMARY KEY CHECK (id = 0), bytes INTEGER NOT NULL, files INTEGER NOT NULL);
INSERT OR IGNORE INTO cache_total VALUES (0, 0, 0);
CREATE TRIGGER IF NOT EXISTS cached_file_added AFTER INSERT ON cached_file
  BEGIN UPDATE cache_total SET bytes = bytes + new.size, files = files + 1; END;
CREATE TRIGGER IF NOT EXISTS cached_file_removed AFTER DELETE ON cached_file
  BEGIN UPDATE cache_total SET bytes = bytes - old.size, files = files - 1; END;
CREATE TRIGGER IF NOT EXISTS cached_file_resized AFTER UPDATE OF size ON cached_file
  BEGIN UPDATE cache_total SET bytes = bytes - old.size + new.size; END;
CREATE TABLE IF NOT EXISTS ledger_meta (key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID;`;

export type MediaLedger = Database.Database;

/** Opens (creating) the ledger of a media cache folder; every process on the folder opens the same file (WAL). */
export function openMediaLedger(cacheDir: string): MediaLedger {
  mkdirSync(cacheDir, { recursive: true });
  const db = new Database(path.join(cacheDir, 'media.sqlite'));
  // Before WAL: workers opening a new file at once wait for each other rather than fail.
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.transaction(() => db.exec(SCHEMA)).immediate();
  return db;
}

/** How many clients the render budget remembers; one idle for a minute has a full bucket again and is forgotten first. */
const MAX_CLIENTS = 10_000;

/**
 * Renders each client may start: a bucket of `perMinute`, refilled continuously; cached variants cost nothing. One
 * statement per take, so processes sharing the ledger never both take the last render.
 */
export class RenderBudget {
  private readonly takeOne: Database.Statement<{ client: string; now: number; perMinute: number }, { tokens: number; granted: number }>;
  private readonly forgetIdle: Database.Statement<[number]>;
  private readonly keepLatest: Database.Statement<[number]>;
  private takes = 0;

  constructor(
    ledger: MediaLedger,
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly maxClients = MAX_CLIENTS
  ) {
    // The bucket refilled to now (never past full), less one when it holds one; `granted` says whether it did.
    const refilled = 'min(@perMinute, tokens + max(0, @now - at) * @perMinute / 60000.0)';
    this.takeOne = ledger.prepare(
      `INSERT INTO render_bucket (client, tokens, at, granted) VALUES (@client, @perMinute - 1, @now, 1)
       ON CONFLICT (client) DO UPDATE SET
         tokens = ${refilled} - iif(${refilled} >= 1, 1, 0), granted = ${refilled} >= 1, at = max(at, @now)
       RETURNING tokens, granted`
    );
    this.forgetIdle = ledger.prepare('DELETE FROM render_bucket WHERE at <= ?');
    this.keepLatest = ledger.prepare(
      'DELETE FROM render_bucket WHERE client IN (SELECT client FROM render_bucket ORDER BY at DESC LIMIT -1 OFFSET ?)'
    );
  }

  /** Takes one render for `client`: 0 when granted, else the seconds until one is free. */
  take(client: string): number {
    const now = this.now();
    const { tokens, granted } = this.takeOne.get({ client, now, perMinute: this.perMinute })!;
    if (++this.takes % Math.max(1, Math.floor(this.maxClients / 10)) === 0) this.prune(now);
    return granted ? 0 : Math.ceil(((1 - tokens) * 60) / this.perMinute);
  }

  /** Clients idle for a minute have a full bucket again: forgetting them changes nothing. Then the longest idle. */
  private prune(now: number): void {
    this.forgetIdle.run(now - 60_000);
    this.keepLatest.run(this.maxClients);
  }
}

/** The files a media cache keeps: variants (.jpeg, .png, .webp) and, in proxy mode, the originals fetched from Magento. */
const CACHED_FILE = /\.(jpe?g|png|webp|gif|svg)$/i;
/** How long a served file's use waits to be written: serving from disk stays a read, and the order is right to a second. */
const TOUCH_DELAY_MS = 1_000;

interface CachedFile {
  path: string;
  size: number;
}

/**
 * The files of a media cache folder, least recently served first, with their sizes, counted in the ledger for every
 * process on the folder together: beyond `maxBytes` the least recently served are deleted (at least one stays). A new
 * ledger first counts what an earlier run left on disk, oldest first by modification time.
 */
export class MediaCache {
  readonly ready: Promise<void>;
  private readonly touched = new Map<string, number>();
  private touchTimer: NodeJS.Timeout | undefined;
  private readonly total: Database.Statement<[], { bytes: number; files: number }>;
  private readonly writeUses: (uses: Map<string, number>) => void;
  private readonly write: (file: string, size: number) => string[];
  private readonly writeFound: (found: (CachedFile & { usedAt: number })[]) => string[];
  private readonly scanned: Database.Statement<[], number>;
  private readonly markScanned: Database.Statement<[number]>;

  constructor(
    ledger: MediaLedger,
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now
  ) {
    this.total = ledger.prepare('SELECT bytes, files FROM cache_total');
    const recordUse = ledger.prepare<[number, string]>('UPDATE cached_file SET used_at = max(used_at, ?) WHERE path = ?');
    // One transaction for the uses of a second (a savepoint inside a write).
    this.writeUses = ledger.transaction((uses: Map<string, number>) => {
      for (const [file, at] of uses) recordUse.run(at, file);
    });
    const upsert = ledger.prepare<[string, number, number]>(
      'INSERT INTO cached_file (path, size, used_at) VALUES (?, ?, ?) ON CONFLICT (path) DO UPDATE SET size = excluded.size, used_at = excluded.used_at'
    );
    const insertIfNew = ledger.prepare<[string, number, number]>(
      'INSERT INTO cached_file (path, size, used_at) VALUES (?, ?, ?) ON CONFLICT (path) DO NOTHING'
    );
    const oldest = ledger.prepare<[number], CachedFile>('SELECT path, size FROM cached_file ORDER BY used_at, path LIMIT ?');
    const remove = ledger.prepare<[string]>('DELETE FROM cached_file WHERE path = ?');
    this.scanned = ledger.prepare("SELECT count(*) FROM ledger_meta WHERE key = 'scanned'").pluck() as Database.Statement<[], number>;
    this.markScanned = ledger.prepare("INSERT INTO ledger_meta VALUES ('scanned', ?) ON CONFLICT (key) DO NOTHING");

    /** Inside a transaction: the least recently served files go while the cache is over its size; their paths. */
    const evict = (): string[] => {
      const victims: string[] = [];
      let { bytes, files } = this.total.get()!;
      while (bytes > this.maxBytes && files > 1) {
        const batch = oldest.all(64);
        if (batch.length === 0) break;
        for (const file of batch) {
          if (bytes <= this.maxBytes || files <= 1) break;
          remove.run(file.path);
          bytes -= file.size;
          files--;
          victims.push(file.path);
        }
      }
      return victims;
    };
    const write = ledger.transaction((file: string, size: number) => {
      this.writeTouches();
      upsert.run(file, size, this.now());
      return evict();
    });
    this.write = (file, size) => write.immediate(file, size);
    const writeFound = ledger.transaction((found: (CachedFile & { usedAt: number })[]) => {
      for (const file of found) insertIfNew.run(file.path, file.size, file.usedAt);
      return evict();
    });
    this.writeFound = (found) => writeFound.immediate(found);
    this.ready = this.scan();
  }

  get totalBytes(): number {
    return this.total.get()!.bytes;
  }

  /** A cached file was served (written within a second, with others served meanwhile). */
  touch(file: string): void {
    this.touched.set(path.relative(this.dir, file), this.now());
    this.touchTimer ??= setTimeout(() => {
      this.touchTimer = undefined;
      this.writeTouches();
    }, TOUCH_DELAY_MS).unref();
  }

  /** A file was written; the least recently served go while the cache is over its size. */
  async add(file: string, size: number): Promise<void> {
    await this.unlink(this.write(path.relative(this.dir, file), size));
  }

  /** Writes the uses not written yet; the ledger may close after. */
  close(): void {
    clearTimeout(this.touchTimer);
    this.touchTimer = undefined;
    this.writeTouches();
  }

  private writeTouches(): void {
    if (this.touched.size === 0) return;
    this.writeUses(this.touched);
    this.touched.clear();
  }

  private async unlink(victims: string[]): Promise<void> {
    // A reader that opened one before keeps reading (POSIX); gone already is as good.
    await Promise.all(victims.map((victim) => unlink(path.join(this.dir, victim)).catch(() => undefined)));
  }

  /** A new ledger counts what is on disk already (files it knows keep their own record). */
  private async scan(): Promise<void> {
    if (this.scanned.get()) return;
    const names = await readdir(this.dir, { recursive: true }).catch(() => [] as string[]);
    const found: (CachedFile & { usedAt: number })[] = [];
    for (const name of names) {
      if (!CACHED_FILE.test(name)) continue;
      const info = await stat(path.join(this.dir, name)).catch(() => undefined);
      if (info?.isFile()) found.push({ path: name, size: info.size, usedAt: Math.floor(info.mtimeMs) });
    }
    const victims = this.writeFound(found);
    this.markScanned.run(this.now());
    await this.unlink(victims);
  }
}
