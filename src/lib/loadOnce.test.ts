import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads on the first call and hands every caller the same result', async () => {
    const load = jest.fn(async () => ({ value: 1 }));
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: its callers get the error, the next call loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValueOnce('module');
    const get = loadOnce<string>(load);
    const [first, second] = await Promise.allSettled([get(), get()]);
    expect(first).toEqual({ status: 'rejected', reason: new Error('chunk gone') });
    expect(second).toEqual(first);
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
