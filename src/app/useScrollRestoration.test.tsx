import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useScrollRestoration } from './useScrollRestoration';

const router: { navigate?: NavigateFunction } = {};
function navigate(to: string | number, options?: { replace?: boolean }) {
  if (typeof to === 'number') void router.navigate?.(to);
  else void router.navigate?.(to, options);
}

function Shell() {
  useScrollRestoration();
  const navigateTo = useNavigate();
  useEffect(() => {
    router.navigate = navigateTo;
  }, [navigateTo]);
  return null;
}

let scrollTo: jest.Mock;

function scrollPageTo(top: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  scrollTo = jest.fn((_x: number, top: number) => Object.defineProperty(window, 'scrollY', { configurable: true, value: top }));
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Shell />
    </MemoryRouter>
  );
}

describe('useScrollRestoration (§2, §4 page changes)', () => {
  it('opens a new page (PUSH) at the top and restores the category position on Back (POP)', () => {
    renderAt('/gear/bags.html');
    scrollPageTo(470);
    act(() => navigate('/push-it-messenger-bag.html'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);

    scrollPageTo(120);
    act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 470);

    // Forward returns to where the product page was left.
    act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('starts a REPLACE to another path at the top too', () => {
    renderAt('/sign-in');
    scrollPageTo(300);
    act(() => navigate('/order-history', { replace: true }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('leaves a change of the query string alone (the listing scrolls itself) and a #fragment to the browser', () => {
    renderAt('/gear/bags.html');
    scrollPageTo(470);
    act(() => navigate('/gear/bags.html?page=2'));
    act(() => navigate('/gear/bags.html?page=2#main'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('lets the page scroll back into place as it fills in on Back', () => {
    const observers: Array<() => void> = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    } as unknown as typeof ResizeObserver;
    try {
      renderAt('/gear/bags.html');
      scrollPageTo(900);
      act(() => navigate('/push-it-messenger-bag.html'));
      // The category is not tall enough yet when Back renders it: the browser clamps the offset.
      scrollTo.mockImplementation((_x: number, top: number) =>
        Object.defineProperty(window, 'scrollY', { configurable: true, value: Math.min(top, 400) })
      );
      act(() => navigate(-1));
      expect(window.scrollY).toBe(400);
      // Its products arrive and the page grows: the remembered position is reached.
      scrollTo.mockImplementation((_x: number, top: number) => Object.defineProperty(window, 'scrollY', { configurable: true, value: top }));
      act(() => observers.forEach((callback) => callback()));
      expect(window.scrollY).toBe(900);
    } finally {
      window.ResizeObserver = original;
    }
  });
});
