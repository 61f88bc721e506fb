import {
  SIGN_IN_TOKEN_KEY,
  SIGN_IN_TOKEN_TTL_SECONDS,
  STORAGE_PREFIX,
  type BrowserStorage,
  type StoredRecord
} from '../../lib/storage';

/**
 * The stored sign-in token record (§3) as it is, expired or not. `BrowserStorage.getRecord` drops an
 * expired record when it reads it, but auto sign-out (§4) must still see one to sign the shopper out.
 */
export function peekSignInTokenRecord(
  storage: BrowserStorage,
  backend: Pick<Storage, 'getItem'> | undefined = typeof window === 'undefined' ? undefined : window.localStorage
): StoredRecord<string> | undefined {
  let raw: string | null = null;
  try {
    raw = backend?.getItem(storage.storageKey(SIGN_IN_TOKEN_KEY)) ?? null;
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const record = JSON.parse(raw) as StoredRecord<string>;
    return record && typeof record === 'object' && typeof record.value === 'string' && record.value ? record : undefined;
  } catch {
    return undefined;
  }
}

/** When the record runs out (ms since epoch): time stored plus ttl seconds (§4, §9). */
export function signInTokenExpiresAt(record: StoredRecord<string>): number {
  const ttl = typeof record.ttl === 'number' ? record.ttl : SIGN_IN_TOKEN_TTL_SECONDS;
  return record.timeStored + ttl * 1000;
}

export function isSignInTokenExpired(record: StoredRecord<string>, now: number): boolean {
  return now >= signInTokenExpiresAt(record);
}

/**
 * The record as the page found it when this module was first evaluated, before any request could drop
 * an expired one: the on-load check (§4, §6) signs such a shopper out even if the record is gone since.
 */
export const signInTokenRecordAtLoad: StoredRecord<string> | undefined =
  typeof window === 'undefined'
    ? undefined
    : (() => {
        try {
          const raw = window.localStorage.getItem(STORAGE_PREFIX + SIGN_IN_TOKEN_KEY);
          const record = raw ? (JSON.parse(raw) as StoredRecord<string>) : undefined;
          return record && typeof record.value === 'string' ? record : undefined;
        } catch {
          return undefined;
        }
      })();
