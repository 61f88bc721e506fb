import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useNearViewport } from './useNearViewport';

function Probe() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const isNear = useNearViewport(element);
  return <div ref={setElement}>{isNear ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  const original = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('turns true once the element comes near the viewport, with the margin asked for, and stops observing', () => {
    const observers: Array<{
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
      disconnect: jest.Mock;
      targets: Element[];
    }> = [];
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
      const observer = { callback, options, disconnect: jest.fn(), targets: [] as Element[] };
      observers.push(observer);
      return { observe: (target: Element) => observer.targets.push(target), disconnect: observer.disconnect } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;

    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const [observer] = observers;
    expect(observer.options).toEqual({ rootMargin: '400px' });
    expect(observer.targets).toEqual([screen.getByText('far')]);

    act(() => observer.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    // @ts-expect-error -- an older browser
    delete window.IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
