import { ServiceWorkerUpdates, type WorkboxLike } from './serviceWorkerUpdates';

function setUp(registration: Partial<ServiceWorkerRegistration> | undefined = { waiting: {} as ServiceWorker }) {
  const listeners = new Map<string, () => void>();
  const workbox: WorkboxLike = {
    addEventListener: (type, listener) => void listeners.set(type, listener),
    register: async () => registration as ServiceWorkerRegistration,
    messageSkipWaiting: jest.fn(),
    update: jest.fn()
  };
  const reload = jest.fn();
  const updates = new ServiceWorkerUpdates(reload);
  updates.watch(workbox);
  updates.setRegistration(registration as ServiceWorkerRegistration | undefined);
  const emit = (type: 'waiting' | 'controlling') => listeners.get(type)?.();
  return { updates, workbox, reload, emit };
}

describe('ServiceWorkerUpdates', () => {
  it('counts each newly waiting worker and notifies subscribers', () => {
    const { updates, emit } = setUp();
    const listener = jest.fn();
    const unsubscribe = updates.subscribe(listener);
    expect(updates.getSnapshot()).toBe(0);
    emit('waiting');
    emit('waiting');
    expect(updates.getSnapshot()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    emit('waiting');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('never skips waiting or reloads on its own, even when a worker takes control', () => {
    const { workbox, reload, emit } = setUp();
    emit('waiting');
    emit('controlling');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('on request, asks the waiting worker to take over and reloads once it controls the page', () => {
    const { updates, workbox, reload, emit } = setUp();
    emit('waiting');
    updates.applyUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
    updates.applyUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('reloads straight away when nothing is waiting any more (another tab already switched)', () => {
    const { updates, workbox, reload } = setUp({ waiting: null });
    updates.applyUpdate();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
