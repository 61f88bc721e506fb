import type { DB } from './db';
import { budgetQueries, type BudgetQueries, type CounterRow } from './db/budgets';
import { MagentoError } from './domain/errors';

const transactionOf = (db: DB) => db.transaction((fn: () => unknown) => fn());

/** How many keys each budget remembers: a flood of distinct keys cannot grow the table; a dropped key starts afresh. */
const KEYS = 10_000;

/**
 * The counters of every budget of one database (table budget_counter), shared by every process that opens it: with
 * STOREFRONT_WORKERS=N a client has one budget, not N. A change that reads before it writes runs in an immediate
 * transaction, which holds the database's write lock, so concurrent processes never lose a count.
 */
export class BudgetCounters {
  readonly queries: BudgetQueries;
  private readonly transaction: ReturnType<typeof transactionOf>;
  /** Keys each budget started in this process since it was last pruned. */
  private readonly started = new Map<string, number>();

  constructor(
    db: DB,
    readonly now: () => number = Date.now
  ) {
    this.queries = budgetQueries(db);
    this.transaction = transactionOf(db);
  }

  /** Runs `fn` holding the database's write lock (inside a caller's transaction, as a savepoint of it). */
  atomically<T>(fn: () => T): T {
    return this.transaction.immediate(fn) as T;
  }

  /**
   * A budget counted a key it had no live row for. Once a tenth of `maxKeys` such, its expired rows are deleted and it
   * is cut back to its `maxKeys` latest to expire, so a flood of distinct keys keeps at most about `maxKeys` (plus a
   * tenth per process) rows of it.
   */
  keyStarted(budget: string, maxKeys: number): void {
    const count = (this.started.get(budget) ?? 0) + 1;
    if (count < Math.max(1, Math.floor(maxKeys / 10))) {
      this.started.set(budget, count);
      return;
    }
    this.started.set(budget, 0);
    this.queries.prune(budget, this.now(), maxKeys);
  }
}

/**
 * Fixed-window counters per key (a client address, or a client address and an e-mail), `limit` attempts per
 * `windowMs` from the key's first attempt.
 */
export class Throttle {
  constructor(
    private readonly counters: BudgetCounters,
    /** The budget's name in the table: one per budget of the shop. */
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = KEYS
  ) {}

  /** Whether one more attempt of the key fits in the current window (counts nothing). */
  hasRoom(key: string): boolean {
    return (this.counters.queries.live(this.name, key, this.counters.now())?.count ?? 0) < this.limit;
  }

  /** Counts one attempt; false once the key has used up its attempts in the current window. */
  take(key: string): boolean {
    const count = this.counters.queries.countInWindow(this.name, key, this.counters.now(), this.windowMs);
    if (count === 1) this.counters.keyStarted(this.name, this.maxKeys);
    return count <= this.limit;
  }

  /** Counts one attempt only if it fits in the current window (one statement); whether it did. */
  takeIfRoom(key: string): boolean {
    const count = this.counters.queries.countInWindowIfRoom(this.name, key, this.counters.now(), this.windowMs, this.limit);
    if (count === 1) this.counters.keyStarted(this.name, this.maxKeys);
    return count !== undefined;
  }

  /** Charges `budgets` only if each has room, all or none, atomically against other processes. */
  static tryAll(budgets: [Throttle, string][]): boolean {
    if (budgets.length === 0) return true;
    if (budgets.length === 1) return budgets[0][0].takeIfRoom(budgets[0][1]);
    return budgets[0][0].counters.atomically(() => {
      if (!budgets.every(([budget, key]) => budget.hasRoom(key))) return false;
      for (const [budget, key] of budgets) budget.take(key);
      return true;
    });
  }
}

/**
 * Failed password checks per key (a client and an account): the `maxFailures`-th failure in a row shuts that key out
 * for `lockMs`. Magento locks the whole account; here only the client that failed is shut out, so nobody can lock
 * the owner out by guessing from elsewhere. A success clears the key. (A row: the run's failures in `count`, its
 * first failure in `since`, the lock's end in `until`.)
 */
export class Lockout {
  constructor(
    private readonly counters: BudgetCounters,
    readonly name: string,
    readonly maxFailures: number,
    readonly lockMs: number,
    private readonly maxKeys = KEYS
  ) {}

  isLocked(key: string): boolean {
    const now = this.counters.now();
    return (this.counters.queries.live(this.name, key, now)?.until ?? 0) > now;
  }

  fail(key: string): void {
    const { queries, now: clock } = this.counters;
    this.counters.atomically(() => {
      const now = clock();
      let f: CounterRow | undefined = queries.live(this.name, key, now);
      if (!f) this.counters.keyStarted(this.name, this.maxKeys);
      // A run older than the lock time is forgotten, and so is a lock that has ended.
      if (!f || (f.until && f.until <= now) || f.since + this.lockMs <= now) f = { count: 0, since: now, until: 0, expires_at: 0 };
      if (++f.count >= this.maxFailures) f.until = now + this.lockMs;
      f.expires_at = Math.max(f.since + this.lockMs, f.until);
      queries.put(this.name, key, f);
    });
  }

  clear(key: string): void {
    this.counters.queries.remove(this.name, key);
  }
}

/**
 * Failed password checks per account from every client together. Past `slowAfter` failures in a row the account is
 * under attack from many clients: rather than lock it (which would lock its owner out), its password checks take
 * turns, one per `stepMs`; a check whose turn is more than `maxWaitMs` away is refused. A success clears the account.
 * (A row: the failures in `count` since `since`, the account's next free turn in `until`.)
 */
export class Slowdown {
  constructor(
    private readonly counters: BudgetCounters,
    readonly name: string,
    readonly slowAfter: number,
    readonly stepMs: number,
    readonly maxWaitMs: number,
    /** Failures older than this are forgotten. */
    readonly memoryMs: number,
    private readonly maxKeys = KEYS
  ) {}

  private failures(row: CounterRow | undefined, now: number): number {
    return row && row.since + this.memoryMs > now ? row.count : 0;
  }

  /** How long this check must wait for its turn (0 when the account is not under attack), or null: refused. */
  turn(key: string): number | null {
    const { queries, now: clock } = this.counters;
    // Most accounts are not under attack: a read, no write lock.
    if (this.failures(queries.live(this.name, key, clock()), clock()) < this.slowAfter) return 0;
    return this.counters.atomically(() => {
      const now = clock();
      const row = queries.live(this.name, key, now);
      if (!row || this.failures(row, now) < this.slowAfter) return 0;
      const slot = Math.max(now, row.until);
      if (slot - now > this.maxWaitMs) return null;
      queries.put(this.name, key, { ...row, until: slot + this.stepMs, expires_at: Math.max(row.expires_at, slot + this.stepMs) });
      return slot - now;
    });
  }

  fail(key: string): void {
    const { queries, now: clock } = this.counters;
    this.counters.atomically(() => {
      const now = clock();
      const row = queries.live(this.name, key, now);
      if (!row) this.counters.keyStarted(this.name, this.maxKeys);
      const count = this.failures(row, now);
      const since = count ? row!.since : now;
      const until = row?.until ?? 0;
      queries.put(this.name, key, { count: count + 1, since, until, expires_at: Math.max(since + this.memoryMs, until) });
    });
  }

  /** Forgets the failures; a turn already given stays given. */
  clear(key: string): void {
    this.counters.queries.forgetCount(this.name, key);
  }
}

export const tooManyRequests = () => new MagentoError('Too many requests. Please wait a moment and try again.', 'graphql-too-many-requests');

const MINUTE = 60_000;

/**
 * The abuse budgets of one backend: generous for a shopper, tight for a script. Sign-in and password reset are
 * counted per client and e-mail (guessing one account's password) and per client (trying many accounts). The counts
 * live in the database, shared by every worker (STOREFRONT_WORKERS).
 */
export function createThrottles(db: DB, now?: () => number) {
  const counters = new BudgetCounters(db, now);
  const perMinute = (name: string, limit: number) => new Throttle(counters, name, limit, MINUTE);
  return {
    signInPerAccount: perMinute('sign-in/account', 5),
    signInPerClient: perMinute('sign-in/client', 30),
    /** The 6th wrong password in a row from one client shuts that client out of that account for 30 minutes. */
    signInLockout: new Lockout(counters, 'sign-in/lockout', 6, 30 * MINUTE),
    /** From the 6th wrong password in a row from anywhere, an account's password checks take turns, one a second. */
    signInSlowdown: new Slowdown(counters, 'sign-in/slowdown', 6, 1000, 10_000, 30 * MINUTE),
    accountCreation: perMinute('account-creation', 20),
    passwordResetPerAccount: perMinute('password-reset/account', 5),
    passwordResetPerClient: perMinute('password-reset/client', 20),
    contact: perMinute('contact', 10),
    newsletter: perMinute('newsletter', 10),
    /** Guest carts (createEmptyCart, createGuestCart): a shopper needs one, a script could fill the database. */
    cartCreation: perMinute('cart-creation', 30),
    /** isEmailAvailable checks per client, when guest checkout login lets it tell (each alias counts). */
    emailAvailability: perMinute('email-availability', 20),
    /** Mails one client may have sent per minute: its share of the shop's. */
    outboxPerClient: perMinute('outbox/client', 10),
    /** Mails the outbox accepts per minute from everybody together. */
    outbox: perMinute('outbox', 60),
    /**
     * Order confirmations, a budget of their own (per client, and for everybody together): orders placed in numbers
     * never spend what password resets and contact messages need, nor the other way round.
     */
    orderMailsPerClient: perMinute('order-mails/client', 10),
    orderMails: perMinute('order-mails', 60)
  };
}
export type Throttles = ReturnType<typeof createThrottles>;

/**
 * Whether every named budget has room for this attempt; if so it is charged to all of them, else to none (all in
 * one transaction, so two processes cannot both take the last room).
 */
export function tryThrottle(...budgets: [Throttle, string][]): boolean {
  return Throttle.tryAll(budgets);
}

/** Throws the throttled error unless every named budget still has room for this attempt (then charged to each). */
export function throttle(...budgets: [Throttle, string][]): void {
  if (!tryThrottle(...budgets)) throw tooManyRequests();
}
