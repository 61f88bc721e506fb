import { yieldToBrowser } from './yieldToBrowser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('otherwise goes on in a new task, after the ones already queued', async () => {
    jest.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const yielded = yieldToBrowser().then(() => order.push('after the yield'));
    await Promise.resolve();
    expect(order).toEqual([]);
    jest.runAllTimers();
    await yielded;
    expect(order).toEqual(['queued task', 'after the yield']);
  });
});
