interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint and handle input in between: for
 * start-up work that would otherwise be one long task. `scheduler.yield` keeps the continuation ahead of other
 * queued work where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
