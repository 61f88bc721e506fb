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
    /** Mails one client may have sent per minute: its share of the shop's. */
    outboxPerClient: new Throttle(10, MINUTE, now),
    /** Mails the outbox accepts per minute from everybody together. */
    outbox: new Throttle(60, MINUTE, now)
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
