/** Runs `work` once the browser is idle (within `timeoutMs` at the latest): for start-up work the first screen does not need. */
export function whenIdle(work: () => void, timeoutMs = 5_000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: timeoutMs });
  else window.setTimeout(work, Math.min(timeoutMs, 1_000));
}
