import crypto from 'node:crypto';
import type { CustomerQueries } from '../db/customer';
import { authenticationError } from './errors';
import { hashPassword, verifyPassword } from './password';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const MAX_FAILURES = 6;
const LOCK_MS = 30 * 60 * 1000;
/** Clock indirection so tests can move time forward (token expiry, lockout). */
export const clock = { now: () => Date.now() };

/** Checked when the e-mail is unknown, so an answer takes as long whether or not the account exists. */
const DECOY_HASH = hashPassword('decoy password', 'decoy-salt');

/** The customer a bearer token stands for: null when it is unknown, revoked or older than one hour. */
export function customerIdForToken(customers: CustomerQueries, token: string): number | null {
  const row = customers.token(token);
  return row && !row.revoked && row.expires_at > clock.now() ? row.customer_id : null;
}

/**
 * Counts a failed password check; the 6th failure in a row locks the account for 30 minutes. Reads the counters afresh:
 * checks run concurrently now, and each failure must count.
 */
function recordFailure(customers: CustomerQueries, id: number, now: number): void {
  const c = customers.byId(id)!;
  const failures = (c.lock_expires && c.lock_expires <= now ? 0 : c.failures) + 1;
  customers.setFailures(c.id, failures >= MAX_FAILURES ? 0 : failures, failures >= MAX_FAILURES ? now + LOCK_MS : null);
}

/**
 * Checks credentials with the lockout rule and issues a one-hour token. Unknown e-mail, wrong password and locked
 * account answer alike, after a password check each, so neither text nor timing tells whether an account exists.
 */
export async function signIn(customers: CustomerQueries, email: string, password: string): Promise<string> {
  const failed = () =>
    authenticationError('The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
  const c = customers.byEmail(email);
  const matches = await verifyPassword(password, c?.password_hash ?? DECOY_HASH);
  if (!c) throw failed();
  const now = clock.now();
  // Read again: concurrent failures may have locked the account while the password was being checked.
  const { lock_expires } = customers.byId(c.id)!;
  if (lock_expires && lock_expires > now) throw failed();
  if (!matches) {
    recordFailure(customers, c.id, now);
    throw failed();
  }
  customers.setFailures(c.id, 0, null);
  return issueToken(customers, c.id);
}

/**
 * Magento's CheckCustomerPassword (changeCustomerPassword, updateCustomerEmail): the signed-in customer's current
 * password, with the same failure counting and lock as sign-in. Both errors are graphql-authentication.
 */
export async function checkCurrentPassword(customers: CustomerQueries, customerId: number, password: string): Promise<void> {
  const c = customers.byId(customerId)!;
  if (c.lock_expires && c.lock_expires > clock.now()) throw authenticationError('The account is locked.');
  const matches = await verifyPassword(password ?? '', c.password_hash);
  const now = clock.now();
  if (!matches) {
    recordFailure(customers, c.id, now);
    throw authenticationError('Invalid login or password.');
  }
  customers.setFailures(c.id, 0, null);
}

export function issueToken(customers: CustomerQueries, customerId: number): string {
  const token = crypto.randomBytes(24).toString('base64url');
  customers.insertToken(token, customerId, clock.now() + TOKEN_LIFETIME_MS);
  return token;
}

/** Revokes every token of the customer, except `keep` (the session that changed the password stays signed in). */
export function revokeTokens(customers: CustomerQueries, customerId: number, keep: string | null = null): void {
  customers.revokeTokens(customerId, keep);
}

/** Password-reset tokens are stored as their SHA-256: a copy of the database does not hand out reset links. */
export const resetTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/** Magento's customer/password/reset_link_expiration_period: one hour. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
