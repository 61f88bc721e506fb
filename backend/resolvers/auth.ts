import crypto from 'node:crypto';
import { promisify } from 'node:util';
import type { Shop } from '../shop';
import { authenticationError, inputError } from './errors';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const MAX_FAILURES = 6;
const LOCK_MS = 30 * 60 * 1000;
/** Clock indirection so tests can move time forward (token expiry, lockout). */
export const clock = { now: () => Date.now() };

/** scrypt hash as `scrypt$<salt>$<hash>`; the salt is random unless given (the seed needs determinism). */
export function hashPassword(password: string, salt = crypto.randomBytes(16).toString('hex')): string {
  return `scrypt$${salt}$${crypto.scryptSync(password, salt, 32).toString('hex')}`;
}

const scrypt = promisify(crypto.scrypt) as (password: string, salt: string, length: number) => Promise<Buffer>;

/** hashPassword on libuv's thread pool: requests keep being answered while scrypt runs. */
export async function hashPasswordAsync(password: string): Promise<string> {
  const salt = crypto.randomBytes(16).toString('hex');
  return `scrypt$${salt}$${(await scrypt(password, salt, 32)).toString('hex')}`;
}

/** Checks a password against its stored hash off the event loop. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  return crypto.timingSafeEqual(await scrypt(password, salt, 32), Buffer.from(hash, 'hex'));
}

/** Checked when the e-mail is unknown, so an answer takes as long whether or not the account exists. */
const DECOY_HASH = hashPassword('decoy password', 'decoy-salt');

/** Magento's rule: at least 8 characters and 3 of the 4 character classes. */
export function assertPasswordStrength(password: string, email?: string): void {
  if (email && password.toLowerCase() === email.toLowerCase()) {
    throw inputError("The password can't be the same as the email address. Create a new password and try again.");
  }
  if (password.length < 8) {
    throw inputError('The password needs at least 8 characters. Create a new password and try again.');
  }
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((r) => r.test(password)).length;
  if (classes < 3) {
    throw inputError('Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.');
  }
}

/** The customer a bearer token stands for: null when it is unknown, revoked or older than one hour. */
export function customerIdForToken(shop: Shop, token: string): number | null {
  const row = shop.sql('SELECT customer_id, expires_at, revoked FROM customer_token WHERE token = ?').get(token) as
    { customer_id: number; expires_at: number; revoked: number } | undefined;
  return row && !row.revoked && row.expires_at > clock.now() ? row.customer_id : null;
}

/**
 * Counts a failed password check; the 6th failure in a row locks the account for 30 minutes. Reads the counters afresh:
 * checks run concurrently now, and each failure must count.
 */
function recordFailure(shop: Shop, id: number, now: number): void {
  const c = shop.sql('SELECT id, failures, lock_expires FROM customer WHERE id = ?').get(id) as { id: number; failures: number; lock_expires: number | null };
  const failures = (c.lock_expires && c.lock_expires <= now ? 0 : c.failures) + 1;
  shop.sql('UPDATE customer SET failures = ?, lock_expires = ? WHERE id = ?')
    .run(failures >= MAX_FAILURES ? 0 : failures, failures >= MAX_FAILURES ? now + LOCK_MS : null, c.id);
}

type Credentials = { id: number; password_hash: string; failures: number; lock_expires: number | null };

/**
 * Checks credentials with the lockout rule and issues a one-hour token. Unknown e-mail, wrong password and locked
 * account answer alike, after a password check each, so neither text nor timing tells whether an account exists.
 */
export async function signIn(shop: Shop, email: string, password: string): Promise<string> {
  const failed = () => authenticationError('The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
  const c = shop.sql('SELECT id, password_hash, failures, lock_expires FROM customer WHERE email = ?').get(email) as Credentials | undefined;
  const matches = await verifyPassword(password, c?.password_hash ?? DECOY_HASH);
  if (!c) throw failed();
  const now = clock.now();
  // Read again: concurrent failures may have locked the account while the password was being checked.
  const { lock_expires } = shop.sql('SELECT lock_expires FROM customer WHERE id = ?').get(c.id) as { lock_expires: number | null };
  if (lock_expires && lock_expires > now) throw failed();
  if (!matches) {
    recordFailure(shop, c.id, now);
    throw failed();
  }
  shop.sql('UPDATE customer SET failures = 0, lock_expires = NULL WHERE id = ?').run(c.id);
  return issueToken(shop, c.id);
}

/**
 * Magento's CheckCustomerPassword (changeCustomerPassword, updateCustomerEmail): the signed-in customer's current
 * password, with the same failure counting and lock as sign-in. Both errors are graphql-authentication.
 */
export async function checkCurrentPassword(shop: Shop, customerId: number, password: string): Promise<void> {
  const c = shop.sql('SELECT id, password_hash, failures, lock_expires FROM customer WHERE id = ?').get(customerId) as Credentials;
  if (c.lock_expires && c.lock_expires > clock.now()) throw authenticationError('The account is locked.');
  const matches = await verifyPassword(password ?? '', c.password_hash);
  const now = clock.now();
  if (!matches) {
    recordFailure(shop, c.id, now);
    throw authenticationError('Invalid login or password.');
  }
  shop.sql('UPDATE customer SET failures = 0, lock_expires = NULL WHERE id = ?').run(c.id);
}

export function issueToken(shop: Shop, customerId: number): string {
  const token = crypto.randomBytes(24).toString('base64url');
  shop.sql('INSERT INTO customer_token (token, customer_id, expires_at) VALUES (?, ?, ?)').run(token, customerId, clock.now() + TOKEN_LIFETIME_MS);
  return token;
}

/** Revokes every token of the customer, except `keep` (the session that changed the password stays signed in). */
export function revokeTokens(shop: Shop, customerId: number, keep: string | null = null): void {
  shop.sql('UPDATE customer_token SET revoked = 1 WHERE customer_id = ? AND token IS NOT ?').run(customerId, keep);
}

/** Password-reset tokens are stored as their SHA-256: a copy of the database does not hand out reset links. */
export const resetTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/** Magento's customer/password/reset_link_expiration_period: one hour. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
