import crypto from 'node:crypto';
import type { CustomerQueries, CustomerRow } from '../db/customer';
import { tooManyRequests, type Lockout, type Slowdown } from '../throttle';
import { authenticationError } from './errors';
import { hashPassword, verifyPassword } from './password';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
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
 * Who is checking a password, and the counters that keep guessing in check: `lockout` per client and account (the
 * client that failed six times in a row is shut out of that account for 30 minutes), `slowdown` per account from
 * every client (failures from many clients make the account's checks take turns instead of locking its owner out).
 */
export interface PasswordGuard {
  client: string;
  lockout: Lockout;
  slowdown: Slowdown;
}

/**
 * The lockout key of a client and an account. It ends with a piece of the password hash, so a new password (a reset
 * by the owner) lifts every client's lock at once.
 */
const lockKey = (client: string, c: CustomerRow) => `${client}|${c.id}|${c.password_hash.slice(-16)}`;
/** The slowdown key: the e-mail, known or not, so a slowed answer does not tell whether an account exists. */
const accountKey = (email: string) => email.trim().toLowerCase();

async function waitForTurn(guard: PasswordGuard, key: string): Promise<void> {
  const wait = guard.slowdown.turn(key);
  if (wait === null) throw tooManyRequests();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Checks credentials with the lockout rule and issues a one-hour token. Unknown e-mail, wrong password and a client
 * shut out of the account answer alike, after a password check each, so neither text nor timing tells whether an
 * account exists. Counters are changed after the check: concurrent checks each count.
 */
export async function signIn(customers: CustomerQueries, email: string, password: string, guard: PasswordGuard): Promise<string> {
  const failed = () =>
    authenticationError('The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
  const account = accountKey(email);
  const c = customers.byEmail(email);
  // An unknown e-mail is counted and locked alike, so the answers to one client tell nothing either.
  const key = c ? lockKey(guard.client, c) : `${guard.client}|${account}`;
  // A client already shut out takes no turn from the owner.
  if (!guard.lockout.isLocked(key)) await waitForTurn(guard, account);
  const matches = await verifyPassword(password, c?.password_hash ?? DECOY_HASH);
  if (guard.lockout.isLocked(key)) throw failed();
  if (!c || !matches) {
    guard.lockout.fail(key);
    guard.slowdown.fail(account);
    throw failed();
  }
  guard.lockout.clear(key);
  guard.slowdown.clear(account);
  return issueToken(customers, c.id);
}

/**
 * Magento's CheckCustomerPassword (changeCustomerPassword, updateCustomerEmail): the signed-in customer's current
 * password, with the same failure counting as sign-in; the client here is the session, so a stolen session that
 * guesses is shut out and the owner's own sign-in is not. Both errors are graphql-authentication.
 */
export async function checkCurrentPassword(customers: CustomerQueries, customerId: number, password: string, guard: PasswordGuard): Promise<void> {
  const c = customers.byId(customerId)!;
  const key = lockKey(guard.client, c);
  if (guard.lockout.isLocked(key)) throw authenticationError('The account is locked.');
  const matches = await verifyPassword(password ?? '', c.password_hash);
  if (!matches) {
    guard.lockout.fail(key);
    guard.slowdown.fail(accountKey(c.email));
    throw authenticationError('Invalid login or password.');
  }
  guard.lockout.clear(key);
}

/** A password reset or change by the owner: every client's lock and the account's slowdown are lifted. */
export function passwordChanged(guard: Pick<PasswordGuard, 'slowdown'>, email: string): void {
  guard.slowdown.clear(accountKey(email));
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
