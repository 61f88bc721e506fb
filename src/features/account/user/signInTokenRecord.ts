import { SIGN_IN_TOKEN_KEY, SIGN_IN_TOKEN_TTL_SECONDS, type BrowserStorage, type StoredRecord } from '../../../lib/storage';

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
