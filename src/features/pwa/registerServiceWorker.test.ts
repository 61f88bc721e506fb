import { registerServiceWorker, SERVICE_WORKER_URL, UPDATE_CHECK_INTERVAL_MS } from './registerServiceWorker';
import { ServiceWorkerUpdates, type WorkboxLike } from './serviceWorkerUpdates';

type Listener = () => void;

function fakeWorkbox(register: () => Promise<ServiceWorkerRegistration | undefined>) {
  const listeners = new Map<string, Listener[]>();
  const workbox: WorkboxLike & { emit: (type: string) => void } = {
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    register: jest.fn(register),
    messageSkipWaiting: jest.fn(),
    update: jest.fn(async () => {}),
    emit: (type) => listeners.get(type)?.forEach((listener) => listener())
  };
  return workbox;
}

/** A page a worker controls already: a returning visit, where a new version may be waiting. */
const controlled = { controller: {} } as ServiceWorkerContainer;

/** A worker of a fake registration: its state changes with `become`. */
function fakeWorker(state: ServiceWorkerState) {
  const worker = Object.assign(new EventTarget(), { state }) as unknown as ServiceWorker & { become: (next: ServiceWorkerState) => void };
  worker.become = (next) => {
    Object.assign(worker, { state: next });
    worker.dispatchEvent(new Event('statechange'));
  };
  return worker;
}

/** A registration as a page that no worker controls yet gets it from `navigator.serviceWorker.register`. */
function fakeRegistration(fields: Partial<Pick<ServiceWorkerRegistration, 'active' | 'installing' | 'waiting'>> = {}) {
  const registration = Object.assign(new EventTarget(), { active: null, installing: null, waiting: null, update: jest.fn(async () => {}) }, fields);
  return registration as unknown as ServiceWorkerRegistration & { update: jest.Mock };
}

/** A page no worker controls yet (a first visit): it registers without workbox-window. */
function uncontrolled(registration: ServiceWorkerRegistration) {
  return { controller: null, register: jest.fn(async () => registration) } as unknown as ServiceWorkerContainer & { register: jest.Mock };
}

describe('registerServiceWorker', () => {
  afterEach(() => jest.restoreAllMocks());

  it('registers /sw.js through workbox-window on a page a worker controls, and resolves with the registration', async () => {
    const registration = { scope: '/' } as ServiceWorkerRegistration;
    const workbox = fakeWorkbox(async () => registration);
    const createWorkbox = jest.fn(() => workbox);
    const result = await registerServiceWorker({ container: controlled, createWorkbox, updates: new ServiceWorkerUpdates(jest.fn()) });
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
    expect(createWorkbox).toHaveBeenCalledWith('/sw.js');
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(result).toBe(registration);
  });

  it('reports a worker that is waiting to the update store', async () => {
    const updates = new ServiceWorkerUpdates(jest.fn());
    const workbox = fakeWorkbox(async () => {
      // workbox-window announces an already waiting worker during registration.
      workbox.emit('waiting');
      return { waiting: {} } as ServiceWorkerRegistration;
    });
    await registerServiceWorker({ container: controlled, createWorkbox: () => workbox, updates });
    expect(updates.getSnapshot()).toBe(1);
  });

  it('looks for a new version when the tab becomes visible again, at most once an hour', async () => {
    let time = 0;
    const workbox = fakeWorkbox(async () => ({}) as ServiceWorkerRegistration);
    await registerServiceWorker({
      container: controlled,
      createWorkbox: () => workbox,
      updates: new ServiceWorkerUpdates(jest.fn()),
      now: () => time
    });
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    const becomeVisible = () => {
      visibility.mockReturnValue('visible');
      document.dispatchEvent(new Event('visibilitychange'));
    };
    time = UPDATE_CHECK_INTERVAL_MS - 1;
    becomeVisible();
    expect(workbox.update).not.toHaveBeenCalled();
    time = UPDATE_CHECK_INTERVAL_MS;
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(workbox.update).not.toHaveBeenCalled();
    becomeVisible();
    expect(workbox.update).toHaveBeenCalledTimes(1);
    becomeVisible();
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });

  it('registers a first visit without loading workbox-window; the first install is no update', async () => {
    const registration = fakeRegistration();
    const container = uncontrolled(registration);
    const createWorkbox = jest.fn();
    const updates = new ServiceWorkerUpdates(jest.fn());
    await expect(registerServiceWorker({ container, createWorkbox, updates })).resolves.toBe(registration);
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    const firstWorker = fakeWorker('installing');
    Object.assign(registration, { installing: firstWorker });
    registration.dispatchEvent(new Event('updatefound'));
    firstWorker.become('installed');
    expect(createWorkbox).not.toHaveBeenCalled();
    expect(updates.getSnapshot()).toBe(0);
  });

  it('offers a new version found while a first visit stays open: workbox-window loads then and announces it', async () => {
    const registration = fakeRegistration({ active: fakeWorker('activated') });
    const updates = new ServiceWorkerUpdates(jest.fn());
    const workbox = fakeWorkbox(async () => {
      workbox.emit('waiting');
      return registration;
    });
    const createWorkbox = jest.fn(() => workbox);
    let time = 0;
    await registerServiceWorker({ container: uncontrolled(registration), createWorkbox, updates, now: () => time });
    // The hourly check when the tab comes back finds the new version.
    time = UPDATE_CHECK_INTERVAL_MS;
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(1);
    const newWorker = fakeWorker('installing');
    Object.assign(registration, { installing: newWorker });
    registration.dispatchEvent(new Event('updatefound'));
    expect(createWorkbox).not.toHaveBeenCalled();
    newWorker.become('installed');
    newWorker.become('installed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(createWorkbox).toHaveBeenCalledTimes(1);
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(updates.getSnapshot()).toBe(1);
  });

  it('offers a version that was already waiting when a page no worker controls registers', async () => {
    const registration = fakeRegistration({ active: fakeWorker('activated'), waiting: fakeWorker('installed') });
    const updates = new ServiceWorkerUpdates(jest.fn());
    const workbox = fakeWorkbox(async () => {
      workbox.emit('waiting');
      return registration;
    });
    await registerServiceWorker({ container: uncontrolled(registration), createWorkbox: () => workbox, updates });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(updates.getSnapshot()).toBe(1);
  });

  it('logs the warning "Failed to register SW." when registration fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('blocked');
    const workbox = fakeWorkbox(() => Promise.reject(failure));
    await expect(
      registerServiceWorker({ container: controlled, createWorkbox: () => workbox, updates: new ServiceWorkerUpdates(jest.fn()) })
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Failed to register SW.', failure);
  });

  it('logs the same warning when workbox-window cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('ChunkLoadError');
    await expect(registerServiceWorker({ container: controlled, createWorkbox: () => Promise.reject(failure) })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Failed to register SW.', failure);
  });

  it('does nothing where service workers are not supported', async () => {
    const createWorkbox = jest.fn();
    await expect(registerServiceWorker({ container: undefined, createWorkbox })).resolves.toBeUndefined();
    // jsdom itself has no navigator.serviceWorker: the default path is the unsupported one.
    await expect(registerServiceWorker()).resolves.toBeUndefined();
    expect(createWorkbox).not.toHaveBeenCalled();
  });
});
