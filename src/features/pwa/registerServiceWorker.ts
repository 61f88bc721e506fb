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
function checkForUpdatesWhenVisible(update: () => Promise<unknown>, now: () => number): void {
  let lastCheck = now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = now();
    // Offline or a server hiccup: the next visit checks again.
    update().catch(() => {});
  });
}

/**
 * Calls `offer` once a new version of an already active worker is installed (waiting), whether it was waiting
 * before, is installing now or is found later. The first install of all is no update and offers nothing.
 */
function whenUpdateInstalled(registration: ServiceWorkerRegistration, offer: () => void): void {
  const follow = (worker: ServiceWorker | null) => {
    if (!worker || !registration.active) return;
    const offerOnceInstalled = () => {
      if (worker.state === 'installed') offer();
    };
    offerOnceInstalled();
    worker.addEventListener('statechange', offerOnceInstalled);
  };
  follow(registration.waiting ?? registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
}

// workbox-window is loaded only where a new version can be offered: never with a first visit's JavaScript.
const createWorkboxInstance = async (scriptUrl: string): Promise<WorkboxLike> => {
  const { Workbox } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
  return new Workbox(scriptUrl);
};

/**
 * Registers the service worker when the browser supports it (§1), so a new version waiting to take over is
 * reported to `serviceWorkerUpdates` (the update toast) through workbox-window. A page no worker controls yet (a
 * first visit) has no version to update from: it registers on its own and loads workbox-window only if a new
 * version turns up while it stays open. A failed registration is not fatal: the shop works without offline
 * support, so it only logs the warning the spec asks for. Resolves with the registration, or undefined.
 */
export async function registerServiceWorker(options: RegisterServiceWorkerOptions = {}): Promise<ServiceWorkerRegistration | undefined> {
  const {
    container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
    createWorkbox = createWorkboxInstance,
    updates = serviceWorkerUpdates,
    now = Date.now
  } = options;
  if (!container) return undefined;
  // workbox-window announces a worker already waiting when it registers, and follows later ones itself.
  const registerThroughWorkbox = async () => {
    const workbox = await createWorkbox(SERVICE_WORKER_URL);
    updates.watch(workbox);
    const registration = await workbox.register();
    updates.setRegistration(registration);
    return { workbox, registration };
  };
  try {
    if (container.controller) {
      const { workbox, registration } = await registerThroughWorkbox();
      if (registration) checkForUpdatesWhenVisible(() => workbox.update(), now);
      return registration;
    }
    const registration = await container.register(SERVICE_WORKER_URL);
    let offered = false;
    whenUpdateInstalled(registration, () => {
      if (offered) return;
      offered = true;
      registerThroughWorkbox().catch((error: unknown) => console.warn('Failed to register SW.', error));
    });
    checkForUpdatesWhenVisible(() => registration.update(), now);
    return registration;
  } catch (error) {
    console.warn('Failed to register SW.', error);
    return undefined;
  }
}
