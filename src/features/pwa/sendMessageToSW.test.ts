import { sendMessageToSW } from './sendMessageToSW';

// jsdom has no MessageChannel: two linked ports are enough to play the worker's side.
class FakePort {
  other?: FakePort;
  onmessage: ((event: MessageEvent) => void) | null = null;
  closed = false;
  postMessage(data: unknown) {
    const target = this.other;
    queueMicrotask(() => target?.onmessage?.({ data } as MessageEvent));
  }
  close() {
    this.closed = true;
  }
}
class FakeMessageChannel {
  port1 = new FakePort();
  port2 = new FakePort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

function workerReplying(reply: (message: unknown) => unknown) {
  const postMessage = jest.fn((message: unknown, transfer: FakePort[]) => {
    const answer = reply(message);
    if (answer !== undefined) transfer[0].postMessage(answer);
  });
  return { container: { controller: { postMessage } as unknown as ServiceWorker }, postMessage };
}

describe('sendMessageToSW', () => {
  beforeAll(() => Object.assign(globalThis, { MessageChannel: FakeMessageChannel }));
  afterAll(() => delete (globalThis as { MessageChannel?: unknown }).MessageChannel);

  it('posts the typed message with a reply port to the controlling worker and resolves with its reply', async () => {
    const { container, postMessage } = workerReplying(() => ({ cached: 2, failed: 0, skipped: false }));
    const urls = ['/media/catalog/product/a.jpg?width=320'];
    await expect(sendMessageToSW('PREFETCH_IMAGES', { urls }, { container })).resolves.toEqual({ cached: 2, failed: 0, skipped: false });
    expect(postMessage).toHaveBeenCalledWith({ type: 'PREFETCH_IMAGES', payload: { urls } }, [expect.any(FakePort)]);
  });

  it("rejects with 'SW Not Registered' when no worker controls the page", async () => {
    await expect(sendMessageToSW('PREFETCH_IMAGES', { urls: [] }, { container: { controller: null } })).rejects.toThrow(
      new Error('SW Not Registered')
    );
    await expect(sendMessageToSW('PREFETCH_IMAGES', { urls: [] }, { container: undefined })).rejects.toThrow('SW Not Registered');
  });

  it("rejects with the worker's error reply", async () => {
    const { container } = workerReplying(() => ({ error: 'quota exceeded' }));
    await expect(sendMessageToSW('PREFETCH_IMAGES', { urls: [] }, { container })).rejects.toThrow('quota exceeded');
  });

  it('rejects instead of hanging when the worker never replies', async () => {
    jest.useFakeTimers();
    try {
      const { container } = workerReplying(() => undefined);
      const reply = sendMessageToSW('PREFETCH_IMAGES', { urls: [] }, { container, timeoutMs: 1000 });
      jest.advanceTimersByTime(1000);
      await expect(reply).rejects.toThrow('did not reply to PREFETCH_IMAGES');
    } finally {
      jest.useRealTimers();
    }
  });
});
