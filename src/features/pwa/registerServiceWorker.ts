import { serviceWorkerUpdates, type ServiceWorkerUpdates, type WorkboxLike } from './serviceWorkerUpdates';

export const SERVICE_WORKER_URL = '/sw.js';

/** How often a tab that stays open looks for a new version when the shopper comes back to it. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

export interface RegisterServiceWorkerOptions {
  /** Where support is detected; defaults to `navigator.serviceWorker`. */
  container?: ServiceWorkerContainer | undefined;
  createWorkbox?: (scriptUrl: string) => WorkboxLike | Promise<WorkboxLike>;
  updates?: ServiceWorkerUpdates;
  now?: () => number;
}

/**
 * Browsers look for a new /sw.js on navigations, which a single-page app rarely makes: a tab left open
 * for days would never hear of a deploy. So check again when it becomes visible, at most hourly.
 */
function checkForUpdatesWhenVisible(workbox: WorkboxLike, now: () => number): void {
  let lastCheck = now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = now();
    // Offline or a server hiccup: the next visit checks again.
    workbox.update().catch(() => {});
  });
}

// workbox-window is loaded only when registering (after the load event), outside first-load JS.
const createWorkboxInstance = async (scriptUrl: string): Promise<WorkboxLike> => {
  const { Workbox } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
  return new Workbox(scriptUrl);
};

/**
 * Registers the service worker when the browser supports it (§1) through workbox-window, so a new
 * version waiting to take over is reported to `serviceWorkerUpdates` (the update toast). A failed
 * registration is not fatal: the shop works without offline support, so it only logs the warning the
 * spec asks for. Resolves with the registration, or undefined.
 */
export async function registerServiceWorker(
  options: RegisterServiceWorkerOptions = {}
): Promise<ServiceWorkerRegistration | undefined> {
  const {
    container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
    createWorkbox = createWorkboxInstance,
    updates = serviceWorkerUpdates,
    now = Date.now
  } = options;
  if (!container) return undefined;
  try {
    const workbox = await createWorkbox(SERVICE_WORKER_URL);
    updates.watch(workbox);
    const registration = await workbox.register();
    updates.setRegistration(registration);
    if (registration) checkForUpdatesWhenVisible(workbox, now);
    return registration;
  } catch (error) {
    console.warn('Failed to register SW.', error);
    return undefined;
  }
}
