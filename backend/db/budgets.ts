import type { DB } from '.';

/** One key's count in one budget (throttle.ts): a window's attempts, a run of failures, with a lock's end or a next turn in `until`. */
export interface CounterRow {
  count: number;
  since: number;
  until: number;
  expires_at: number;
}

/**
 * The counters of the abuse budgets, in the database every worker opens, so that N processes keep one budget, not N.
 * Each change is one statement or runs in an immediate transaction (throttle.ts), so concurrent processes never lose
 * a count.
 */
export function budgetQueries(db: DB) {
  const live = db.prepare<[string, string, number], CounterRow>(
    'SELECT count, since, until, expires_at FROM budget_counter WHERE budget = ? AND key = ? AND expires_at > ?'
  );
  const put = db.prepare<CounterRow & { budget: string; key: string }>(
    'INSERT OR REPLACE INTO budget_counter (budget, key, count, since, until, expires_at) VALUES (@budget, @key, @count, @since, @until, @expires_at)'
  );
  // A fixed window in one statement: a key's window still open counts one more, else a new one starts with this attempt.
  const windowCount = (onlyIf = '') =>
    db
      .prepare<{ budget: string; key: string; now: number; windowMs: number; limit?: number }, number>(
        `INSERT INTO budget_counter (budget, key, count, since, expires_at) VALUES (@budget, @key, 1, @now, @now + @windowMs)
         ON CONFLICT (budget, key) DO UPDATE SET
           count = iif(expires_at > @now, count + 1, 1),
           since = iif(expires_at > @now, since, @now),
           until = 0,
           expires_at = iif(expires_at > @now, expires_at, @now + @windowMs)
         ${onlyIf}
         RETURNING count`
      )
      .pluck();
  const countInWindow = windowCount();
  // The same, only while the window has room: no row comes back when it has none, and nothing is counted.
  const countInWindowIfRoom = windowCount('WHERE expires_at <= @now OR count < @limit');
  const remove = db.prepare<[string, string]>('DELETE FROM budget_counter WHERE budget = ? AND key = ?');
  const forgetCount = db.prepare<[string, string]>('UPDATE budget_counter SET count = 0 WHERE budget = ? AND key = ?');
  const expire = db.prepare<[string, number]>('DELETE FROM budget_counter WHERE budget = ? AND expires_at <= ?');
  const keepLatest = db.prepare<{ budget: string; keep: number }>(
    `DELETE FROM budget_counter WHERE budget = @budget AND key IN
       (SELECT key FROM budget_counter WHERE budget = @budget ORDER BY expires_at DESC LIMIT -1 OFFSET @keep)`
  );
  return {
    /** The key's row, unless it has expired (then it counts as none). */
    live: (budget: string, key: string, now: number) => live.get(budget, key, now),
    put: (budget: string, key: string, row: CounterRow) => put.run({ budget, key, ...row }),
    /** Counts one attempt in the key's fixed window of `windowMs`; the attempts counted in the window, this one included. */
    countInWindow: (budget: string, key: string, now: number, windowMs: number) => countInWindow.get({ budget, key, now, windowMs })!,
    /** As countInWindow, but only when the window has room for one more (of `limit`); undefined, counting nothing, when not. */
    countInWindowIfRoom: (budget: string, key: string, now: number, windowMs: number, limit: number) =>
      countInWindowIfRoom.get({ budget, key, now, windowMs, limit }),
    remove: (budget: string, key: string) => remove.run(budget, key),
    forgetCount: (budget: string, key: string) => forgetCount.run(budget, key),
    /** Drops the budget's expired rows, then all but its `keep` latest to expire. */
    prune(budget: string, now: number, keep: number) {
      expire.run(budget, now);
      keepLatest.run({ budget, keep });
    }
  };
}
export type BudgetQueries = ReturnType<typeof budgetQueries>;
