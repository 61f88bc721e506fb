import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, recoverFromChunkLoadError } from './chunkLoad';
import { lazyWithReload } from './lazyWithReload';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 512 failed.\n(error: https://shop.example/static/js/512.abc.js)'), { name: 'ChunkLoadError' });

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('isChunkLoadError', () => {
  it('recognises script, style and native dynamic import failures only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/y.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed.')).toBe(false);
  });
});

describe('recoverFromChunkLoadError', () => {
  it('passes a successful import through', async () => {
    const reload = jest.fn();
    await expect(recoverFromChunkLoadError(async () => 'module', { reload, storage: memoryStorage() })).resolves.toBe('module');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when a chunk is gone, and never settles meanwhile', async () => {
    const reload = jest.fn();
    const storage = memoryStorage();
    const settled = jest.fn();
    void recoverFromChunkLoadError(() => Promise.reject(chunkError()), { reload, storage, now: () => 1000 }).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe('1000');
    expect(settled).not.toHaveBeenCalled();
  });

  it('offline, waits for the connection and asks for the chunk again instead of reloading', async () => {
    const reload = jest.fn();
    let online = false;
    let backOnline: () => void = () => undefined;
    const whenOnline = () => new Promise<void>((resolve) => (backOnline = resolve));
    const factory = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('module');
    const result = recoverFromChunkLoadError(factory, { reload, storage: memoryStorage(), isOnline: () => online, whenOnline });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(factory).toHaveBeenCalledTimes(1);
    online = true;
    backOnline();
    await expect(result).resolves.toBe('module');
    expect(factory).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('throws instead of reloading again within the guard window, so it cannot loop', async () => {
    const reload = jest.fn();
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1000');
    const error = chunkError();
    await expect(
      recoverFromChunkLoadError(() => Promise.reject(error), { reload, storage, now: () => 1000 + CHUNK_RELOAD_WINDOW_MS - 1 })
    ).rejects.toBe(error);
    expect(reload).not.toHaveBeenCalled();
  });

  it('may recover again after the window (a later deploy in a long-lived tab)', async () => {
    const reload = jest.fn();
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1000');
    void recoverFromChunkLoadError(() => Promise.reject(chunkError()), { reload, storage, now: () => 1000 + CHUNK_RELOAD_WINDOW_MS });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('rethrows other errors, and chunk errors when storage is unavailable', async () => {
    const reload = jest.fn();
    const bug = new Error('bug');
    await expect(recoverFromChunkLoadError(() => Promise.reject(bug), { reload, storage: memoryStorage() })).rejects.toBe(bug);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {}
    };
    const error = chunkError();
    await expect(recoverFromChunkLoadError(() => Promise.reject(error), { reload, storage: blocked })).rejects.toBe(error);
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses sessionStorage by default', async () => {
    window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    const reload = jest.fn();
    void recoverFromChunkLoadError(() => Promise.reject(chunkError()), { reload });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  });
});

describe('lazyWithReload', () => {
  it('renders the lazily loaded component', async () => {
    const Page = lazyWithReload(async () => ({ default: () => <h1>Category</h1> }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    );
    expect(await screen.findByRole('heading', { name: 'Category' })).toBeInTheDocument();
  });

  it('reloads instead of failing when the chunk is gone', async () => {
    const reload = jest.fn();
    const Page = lazyWithReload(() => Promise.reject(chunkError()), { reload, storage: memoryStorage() });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});

describe('lazyWithReload preloading', () => {
  it('renders a preloaded component at once, without showing the fallback', async () => {
    const Page = lazyWithReload(async () => ({ default: () => <h1>Product</h1> }));
    expect(Page.isLoaded()).toBe(false);
    await Page.preload();
    expect(Page.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    );
    expect(screen.getByRole('heading', { name: 'Product' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('loads the chunk once however often it is preloaded or rendered', async () => {
    const factory = jest.fn(async () => ({ default: () => <h1>Cart</h1> }));
    const Page = lazyWithReload(factory);
    await Promise.all([Page.preload(), Page.preload()]);
    render(<Page />);
    expect(factory).toHaveBeenCalledTimes(1);
  });
});
