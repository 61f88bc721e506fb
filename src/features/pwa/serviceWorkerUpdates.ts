/** The part of workbox-window's `Workbox` the update flow uses (a fake stands in for it in tests). */
export interface WorkboxLike {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<ServiceWorkerRegistration | undefined>;
  messageSkipWaiting(): void;
  update(): Promise<void>;
}

/**
 * Tracks whether a new worker is waiting and switches to it only when the shopper asks. It lives
 * outside React because index.tsx registers the worker while App renders the toast; components read
 * it through useServiceWorkerUpdate (useSyncExternalStore).
 */
export class ServiceWorkerUpdates {
  /** Bumped each time a new worker is found waiting; 0 = none. */
  private waitingVersion = 0;
  private readonly listeners = new Set<() => void>();
  private workbox: WorkboxLike | undefined;
  private registration: ServiceWorkerRegistration | undefined;
  private reloadRequested = false;

  constructor(private readonly reload: () => void = () => window.location.reload()) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): number => this.waitingVersion;

  /** Call before `workbox.register()`: a worker already waiting is announced during registration. */
  watch(workbox: WorkboxLike): void {
    this.workbox = workbox;
    workbox.addEventListener('waiting', () => {
      this.waitingVersion += 1;
      this.listeners.forEach((listener) => listener());
    });
    // Also fires when the very first worker claims the page; only a requested update reloads.
    workbox.addEventListener('controlling', () => {
      if (this.reloadRequested) this.reload();
    });
  }

  setRegistration(registration: ServiceWorkerRegistration | undefined): void {
    this.registration = registration;
  }

  /**
   * The shopper chose to reload: the waiting worker takes over, then the page reloads into the new
   * version (the `controlling` event). If nothing is waiting any more (another tab already switched),
   * the new worker is in charge and a plain reload is enough.
   */
  applyUpdate = (): void => {
    if (this.reloadRequested) return;
    this.reloadRequested = true;
    if (this.workbox && this.registration?.waiting) this.workbox.messageSkipWaiting();
    else this.reload();
  };
}

/** The one instance index.tsx (registerServiceWorker) and the update toast share. */
export const serviceWorkerUpdates = new ServiceWorkerUpdates();
