import { markFirstScreenRendered, resetFirstScreenForTests } from './firstScreen';
import { whenFirstScreenIdle } from './whenIdle';

describe('whenFirstScreenIdle', () => {
  let idleCallbacks: Array<() => void>;
  beforeEach(() => {
    jest.useFakeTimers();
    resetFirstScreenForTests();
    idleCallbacks = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idleCallbacks.length;
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    resetFirstScreenForTests();
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('waits for the first screen to load and render, then for the browser to be idle', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const work = jest.fn();
    whenFirstScreenIdle(work);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(100);
    expect(idleCallbacks).toHaveLength(0);

    markFirstScreenRendered();
    jest.advanceTimersByTime(100);
    expect(work).not.toHaveBeenCalled();
    idleCallbacks.forEach((run) => run());
    expect(work).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(100);
    expect(idleCallbacks).toHaveLength(1);
  });

  it('on a page already loaded, waits only for idle time', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const work = jest.fn();
    whenFirstScreenIdle(work);
    expect(work).not.toHaveBeenCalled();
    idleCallbacks.forEach((run) => run());
    expect(work).toHaveBeenCalledTimes(1);
  });
});
