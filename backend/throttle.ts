import { LRUCache } from 'lru-cache';
import { MagentoError } from './domain/errors';

interface Window {
  count: number;
  resetAt: number;
}

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
    this.windows = new LRUCache<string, Window>({ max: 10_000 });
  }

  /** Counts one attempt; false once the key has used up its attempts in the current window. */
  take(key: string): boolean {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) this.windows.set(key, (w = { count: 0, resetAt: now + this.windowMs }));
    w.count++;
    return w.count <= this.limit;
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
    accountCreation: new Throttle(20, MINUTE, now),
    passwordResetPerAccount: new Throttle(5, MINUTE, now),
    passwordResetPerClient: new Throttle(20, MINUTE, now),
    contact: new Throttle(10, MINUTE, now),
    newsletter: new Throttle(10, MINUTE, now),
    /** Guest carts (createEmptyCart, createGuestCart): a shopper needs one, a script could fill the database. */
    cartCreation: new Throttle(30, MINUTE, now),
    /** Mails the outbox accepts per minute from everybody together. */
    outbox: new Throttle(60, MINUTE, now)
  };
}

/** Throws the throttled error unless every named budget still has room for this attempt. */
export function throttle(...budgets: [Throttle, string][]): void {
  let allowed = true;
  for (const [budget, key] of budgets) allowed = budget.take(key) && allowed;
  if (!allowed) throw tooManyRequests();
}
