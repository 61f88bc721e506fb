/** The longest the first render waits for the landing page's chunk; past it the shell shows first. */
export const LANDING_PAGE_WAIT_MS = 1000;

/**
 * Resolves when the landing page's chunk is ready, or after `waitMs` at the latest: a chunk that is slow to come
 * must not keep the whole shop off the screen.
 */
export function waitForLandingPage(ready: Promise<unknown>, waitMs = LANDING_PAGE_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    ready.then(done, done);
  });
}
