import { whenLoadedAndIdle } from './whenIdle';

describe('whenLoadedAndIdle', () => {
  let idleCallbacks: Array<() => void>;
  beforeEach(() => {
    idleCallbacks = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idleCallbacks.length;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('waits for the page to load, then for the browser to be idle', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const work = jest.fn();
    whenLoadedAndIdle(work);
    expect(idleCallbacks).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(work).not.toHaveBeenCalled();
    idleCallbacks.forEach((run) => run());
    expect(work).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(1);
  });

  it('on a page already loaded, waits only for idle time', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const work = jest.fn();
    whenLoadedAndIdle(work);
    expect(work).not.toHaveBeenCalled();
    idleCallbacks.forEach((run) => run());
    expect(work).toHaveBeenCalledTimes(1);
  });
});
