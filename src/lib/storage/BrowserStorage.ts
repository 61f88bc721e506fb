/** What every stored entry looks like (§3): the value, when it was stored (ms since epoch) and its ttl in seconds. */
export interface StoredRecord<T> {
  value: T;
  timeStored: number;
  ttl?: number;
}

/** Every key this app writes is namespaced, so other scripts on the origin never collide with it. */
export const STORAGE_PREFIX = 'STOREFRONT_BROWSER_PERSISTENCE__';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isExpired(record: StoredRecord<unknown>, now: number): boolean {
  return typeof record.ttl === 'number' && now > record.timeStored + record.ttl * 1000;
}

/**
 * Typed, expiring records in local storage. Storage can be unavailable or full (private browsing,
 * quota), so reads fall back to "missing" and writes are dropped instead of crashing the app.
 */
export class BrowserStorage {
  constructor(
    private readonly backend: KeyValueStore | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
    private readonly prefix: string = STORAGE_PREFIX,
    private readonly now: () => number = Date.now
  ) {}

  /** The raw key under which `key` lives, e.g. to recognise it in a `storage` event from another tab. */
  storageKey(key: string): string {
    return this.prefix + key;
  }

  getRecord<T>(key: string): StoredRecord<T> | undefined {
    let raw: string | null = null;
    try {
      raw = this.backend?.getItem(this.storageKey(key)) ?? null;
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    let record: StoredRecord<T>;
    try {
      record = JSON.parse(raw) as StoredRecord<T>;
    } catch {
      return undefined;
    }
    if (!record || typeof record !== 'object' || !('value' in record)) return undefined;
    if (isExpired(record, this.now())) {
      this.removeItem(key);
      return undefined;
    }
    return record;
  }

  getItem<T>(key: string): T | undefined {
    return this.getRecord<T>(key)?.value;
  }

  /** Stores `value`; `ttlSeconds` makes it read as missing once that many seconds have passed. */
  setItem<T>(key: string, value: T, ttlSeconds?: number): void {
    const record: StoredRecord<T> = { value, timeStored: this.now() };
    if (ttlSeconds !== undefined) record.ttl = ttlSeconds;
    try {
      this.backend?.setItem(this.storageKey(key), JSON.stringify(record));
    } catch {
      // Full or blocked storage: the value simply is not remembered.
    }
  }

  removeItem(key: string): void {
    try {
      this.backend?.removeItem(this.storageKey(key));
    } catch {
      // Nothing to remove when storage is blocked.
    }
  }
}

/** The one instance the app shares (thunks, links and hooks), over the page's local storage. */
export const browserStorage = new BrowserStorage();
