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

const supported = {} as ServiceWorkerContainer;

describe('registerServiceWorker', () => {
  afterEach(() => jest.restoreAllMocks());

  it('registers /sw.js through workbox-window and resolves with the registration', async () => {
    const registration = { scope: '/' } as ServiceWorkerRegistration;
    const workbox = fakeWorkbox(async () => registration);
    const createWorkbox = jest.fn(() => workbox);
    const result = await registerServiceWorker({ container: supported, createWorkbox, updates: new ServiceWorkerUpdates(jest.fn()) });
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
    await registerServiceWorker({ container: supported, createWorkbox: () => workbox, updates });
    expect(updates.getSnapshot()).toBe(1);
  });

  it('looks for a new version when the tab becomes visible again, at most once an hour', async () => {
    let time = 0;
    const workbox = fakeWorkbox(async () => ({}) as ServiceWorkerRegistration);
    await registerServiceWorker({ container: supported, createWorkbox: () => workbox, updates: new ServiceWorkerUpdates(jest.fn()), now: () => time });
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

  it('logs the warning "Failed to register SW." when registration fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('blocked');
    const workbox = fakeWorkbox(() => Promise.reject(failure));
    await expect(
      registerServiceWorker({ container: supported, createWorkbox: () => workbox, updates: new ServiceWorkerUpdates(jest.fn()) })
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Failed to register SW.', failure);
  });

  it('logs the same warning when workbox-window cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('ChunkLoadError');
    await expect(registerServiceWorker({ container: supported, createWorkbox: () => Promise.reject(failure) })).resolves.toBeUndefined();
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
