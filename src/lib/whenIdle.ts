import { whenFirstScreenSettled } from './firstScreen';

/** Runs `work` once the browser is idle (within `timeoutMs` at the latest): for start-up work the first screen does not need. */
function whenIdle(work: () => void, timeoutMs = 5_000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: timeoutMs });
  else window.setTimeout(work, Math.min(timeoutMs, 1_000));
}

/**
 * Runs `work` once the first screen has settled (see `firstScreen`) and the browser is idle: for fetches ahead
 * of need, which must not take bandwidth from the first screen's largest image or the code that shows it.
 */
export function whenFirstScreenIdle(work: () => void, timeoutMs?: number): void {
  whenFirstScreenSettled(() => whenIdle(work, timeoutMs));
}
