import { LANDING_PAGE_WAIT_MS, waitForLandingPage } from './waitForLandingPage';

describe('waitForLandingPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves as soon as the landing page is ready', async () => {
    const settled = jest.fn();
    void waitForLandingPage(Promise.resolve()).then(settled);
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalled();
  });

  it('gives up waiting after the bound when the chunk never comes', async () => {
    const settled = jest.fn();
    void waitForLandingPage(new Promise<void>(() => {})).then(settled);
    await jest.advanceTimersByTimeAsync(LANDING_PAGE_WAIT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalled();
  });
});
