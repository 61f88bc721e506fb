import { LRUCache } from 'lru-cache';
import { MagentoError } from './domain/errors';

interface Window {
  count: number;
  resetAt: number;
}

/** How many keys each counter remembers: a flood of distinct keys cannot grow memory; an evicted key starts afresh. */
const KEYS = 10_000;

/**
 * Fixed-window counters per key (a client address, or a client address and an e-mail). Keys live in a bounded LRU,
 * so a flood of distinct keys cannot grow memory; an evicted key merely starts counting afresh.
 */
export class Throttle {
  private readonly windows: LRUCache<string, Window>;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now
  ) {
    this.windows = new LRUCache<string, Window>({ max: KEYS });
  }

  private current(key: string): Window | undefined {
    const w = this.windows.get(key);
    return w && w.resetAt > this.now() ? w : undefined;
  }

  /** Whether one more attempt of the key fits in the current window (counts nothing). */
  hasRoom(key: string): boolean {
    return (this.current(key)?.count ?? 0) < this.limit;
  }

  /** Counts one attempt; false once the key has used up its attempts in the current window. */
  take(key: string): boolean {
    let w = this.current(key);
    if (!w) this.windows.set(key, (w = { count: 0, resetAt: this.now() + this.windowMs }));
    w.count++;
    return w.count <= this.limit;
  }
}

interface Failures {
  count: number;
  /** When the first failure of this run was counted: a run older than the lock time is forgotten. */
  since: number;
  lockedUntil: number;
}

/**
 * Failed password checks per key (a client and an account): the `maxFailures`-th failure in a row shuts that key out
 * for `lockMs`. Magento locks the whole account; here only the client that failed is shut out, so nobody can lock
 * the owner out by guessing from elsewhere. A success clears the key.
 */
export class Lockout {
  private readonly keys = new LRUCache<string, Failures>({ max: KEYS });

  constructor(
    readonly maxFailures: number,
    readonly lockMs: number,
    private readonly now: () => number = Date.now
  ) {}

  isLocked(key: string): boolean {
    return (this.keys.get(key)?.lockedUntil ?? 0) > this.now();
  }

  fail(key: string): void {
    const now = this.now();
    let f = this.keys.get(key);
    if (!f || (f.lockedUntil && f.lockedUntil <= now) || f.since + this.lockMs <= now)
      this.keys.set(key, (f = { count: 0, since: now, lockedUntil: 0 }));
    if (++f.count >= this.maxFailures) f.lockedUntil = now + this.lockMs;
  }

  clear(key: string): void {
    this.keys.delete(key);
  }
}

/**
 * Failed password checks per account from every client together. Past `slowAfter` failures in a row the account is
 * under attack from many clients: rather than lock it (which would lock its owner out), its password checks take
 * turns, one per `stepMs`; a check whose turn is more than `maxWaitMs` away is refused. A success clears the account.
 */
export class Slowdown {
  private readonly failures = new LRUCache<string, { count: number; since: number }>({ max: KEYS });
  private readonly nextTurn = new LRUCache<string, number>({ max: KEYS });

  constructor(
    readonly slowAfter: number,
    readonly stepMs: number,
    readonly maxWaitMs: number,
    /** Failures older than this are forgotten. */
    readonly memoryMs: number,
    private readonly now: () => number = Date.now
  ) {}

  private count(key: string): number {
    const f = this.failures.get(key);
    return f && f.since + this.memoryMs > this.now() ? f.count : 0;
  }

  /** How long this check must wait for its turn (0 when the account is not under attack), or null: refused. */
  turn(key: string): number | null {
    if (this.count(key) < this.slowAfter) return 0;
    const now = this.now();
    const slot = Math.max(now, this.nextTurn.get(key) ?? 0);
    if (slot - now > this.maxWaitMs) return null;
    this.nextTurn.set(key, slot + this.stepMs);
    return slot - now;
  }

  fail(key: string): void {
    const count = this.count(key);
    this.failures.set(key, { count: count + 1, since: count ? this.failures.get(key)!.since : this.now() });
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

export const tooManyRequests = () => new MagentoError('Too many requests. Please wait a moment and try again.', 'graphql-too-many-requests');

const MINUTE = 60_000;

/**
 * The abuse budgets of one backend: generous for a shopper, tight for a script. Sign-in and password reset are
 * counted per client and e-mail (guessing one account's password) and per client (trying many accounts).
 */
export function createThrottles(now?: () => number) {
  return {
    signInPerAccount: new Throttle(5, MINUTE, now),
    signInPerClient: new Throttle(30, MINUTE, now),
    /** The 6th wrong password in a row from one client shuts that client out of that account for 30 minutes. */
    signInLockout: new Lockout(6, 30 * MINUTE, now),
    /** From the 6th wrong password in a row from anywhere, an account's password checks take turns, one a second. */
    signInSlowdown: new Slowdown(6, 1000, 10_000, 30 * MINUTE, now),
    accountCreation: new Throttle(20, MINUTE, now),
    passwordResetPerAccount: new Throttle(5, MINUTE, now),
    passwordResetPerClient: new Throttle(20, MINUTE, now),
    contact: new Throttle(10, MINUTE, now),
    newsletter: new Throttle(10, MINUTE, now),
    /** Guest carts (createEmptyCart, createGuestCart): a shopper needs one, a script could fill the database. */
    cartCreation: new Throttle(30, MINUTE, now),
    /** isEmailAvailable checks per client, when guest checkout login lets it tell (each alias counts). */
    emailAvailability: new Throttle(20, MINUTE, now),
    /** Mails one client may have sent per minute: its share of the shop's. */
    outboxPerClient: new Throttle(10, MINUTE, now),
    /** Mails the outbox accepts per minute from everybody together. */
    outbox: new Throttle(60, MINUTE, now),
    /**
     * Order confirmations, a budget of their own (per client, and for everybody together): orders placed in numbers
     * never spend what password resets and contact messages need, nor the other way round.
     */
    orderMailsPerClient: new Throttle(10, MINUTE, now),
    orderMails: new Throttle(60, MINUTE, now)
  };
}

/** Whether every named budget has room for this attempt; if so it is charged to all of them, else to none. */
export function tryThrottle(...budgets: [Throttle, string][]): boolean {
  if (!budgets.every(([budget, key]) => budget.hasRoom(key))) return false;
  for (const [budget, key] of budgets) budget.take(key);
  return true;
}

/** Throws the throttled error unless every named budget still has room for this attempt (then charged to each). */
export function throttle(...budgets: [Throttle, string][]): void {
  if (!tryThrottle(...budgets)) throw tooManyRequests();
}
