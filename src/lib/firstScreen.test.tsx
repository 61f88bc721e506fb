import { act, render, screen } from '@testing-library/react';
import { markFirstScreenRendered, resetFirstScreenForTests, useFirstScreenSettled } from './firstScreen';

function Probe() {
  return <p>{useFirstScreenSettled() ? 'settled' : 'loading'}</p>;
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

describe('useFirstScreenSettled', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetFirstScreenForTests();
  });
  afterEach(() => {
    jest.useRealTimers();
    setReadyState('complete');
    resetFirstScreenForTests();
  });

  it('is settled at once when the page has already loaded (the pages the shopper goes to next)', () => {
    setReadyState('complete');
    render(<Probe />);
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  it('settles a frame after the first page has both loaded and rendered, not before', () => {
    setReadyState('loading');
    render(<Probe />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    setReadyState('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => markFirstScreenRendered());
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  it('also settles when the first render comes before the load event', () => {
    setReadyState('interactive');
    render(<Probe />);
    act(() => {
      markFirstScreenRendered();
      jest.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(100);
    });
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  it("waits for the first screen's high-priority images to load or fail", () => {
    setReadyState('interactive');
    const images = ['hero', 'banner'].map((name) => {
      const image = document.createElement('img');
      image.setAttribute('fetchpriority', 'high');
      image.alt = name;
      Object.defineProperty(image, 'complete', { value: false });
      document.body.append(image);
      return image;
    });
    try {
      render(<Probe />);
      act(() => {
        window.dispatchEvent(new Event('load'));
        markFirstScreenRendered();
        images[0].dispatchEvent(new Event('load'));
        jest.advanceTimersByTime(1_000);
      });
      expect(screen.getByText('loading')).toBeInTheDocument();
      act(() => {
        images[1].dispatchEvent(new Event('error'));
        jest.advanceTimersByTime(100);
      });
      expect(screen.getByText('settled')).toBeInTheDocument();
    } finally {
      images.forEach((image) => image.remove());
    }
  });

  it('waits for an image the first HTML preloads for this viewport (a background main image), not for one preloaded for another', () => {
    setReadyState('interactive');
    const preload = (href: string, media: string) => {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href, media })) link.setAttribute(name, value);
      document.head.append(link);
      return link;
    };
    // jsdom matches no media query but the empty one.
    const here = preload('/media/hero.jpg', '');
    const elsewhere = preload('/media/hero-phone.jpg', '(max-width: 1px)');
    Object.defineProperty(window, 'matchMedia', { value: (media: string) => ({ matches: media === '' }), configurable: true });
    try {
      render(<Probe />);
      act(() => {
        window.dispatchEvent(new Event('load'));
        markFirstScreenRendered();
        jest.advanceTimersByTime(1_000);
      });
      expect(screen.getByText('loading')).toBeInTheDocument();
      act(() => {
        here.dispatchEvent(new Event('load'));
        jest.advanceTimersByTime(100);
      });
      expect(screen.getByText('settled')).toBeInTheDocument();
    } finally {
      here.remove();
      elsewhere.remove();
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  describe('where the browser reports the largest paint', () => {
    class FakeLargestPaintObserver {
      static readonly supportedEntryTypes = ['largest-contentful-paint'];
      static latest?: FakeLargestPaintObserver;
      disconnected = false;
      constructor(private readonly callback: (list: { getEntries(): Array<{ element: Element }> }) => void) {
        FakeLargestPaintObserver.latest = this;
      }
      observe() {}
      disconnect() {
        this.disconnected = true;
      }
      /** The browser reports these elements' paints as the largest so far. */
      report(...elements: Element[]) {
        if (!this.disconnected) this.callback({ getEntries: () => elements.map((element) => ({ element })) });
      }
    }
    const original = window.PerformanceObserver;
    let hero: HTMLImageElement;

    beforeEach(() => {
      Object.defineProperty(window, 'PerformanceObserver', { value: FakeLargestPaintObserver, configurable: true, writable: true });
      hero = document.createElement('img');
      hero.setAttribute('fetchpriority', 'high');
      hero.alt = 'hero';
      Object.defineProperty(hero, 'complete', { value: true });
      document.body.append(hero);
      setReadyState('interactive');
      render(<Probe />);
      act(() => {
        window.dispatchEvent(new Event('load'));
        markFirstScreenRendered();
        jest.advanceTimersByTime(100);
      });
    });
    afterEach(() => {
      Object.defineProperty(window, 'PerformanceObserver', { value: original, configurable: true, writable: true });
      hero.remove();
    });

    it('settles once a high-priority image is reported as the largest paint, not at the frames after loading', () => {
      expect(screen.getByText('loading')).toBeInTheDocument();
      act(() => FakeLargestPaintObserver.latest!.report(screen.getByText('loading')));
      act(() => jest.advanceTimersByTime(10));
      expect(screen.getByText('loading')).toBeInTheDocument();
      act(() => FakeLargestPaintObserver.latest!.report(hero));
      act(() => jest.advanceTimersByTime(10));
      expect(screen.getByText('settled')).toBeInTheDocument();
    });

    it('goes ahead half a second after loading when no such report comes (the largest element is text)', () => {
      act(() => jest.advanceTimersByTime(300));
      expect(screen.getByText('loading')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.getByText('settled')).toBeInTheDocument();
    });
  });

  it('settles five seconds after start when the load event or the first render never comes', () => {
    setReadyState('interactive');
    render(<Probe />);
    act(() => jest.advanceTimersByTime(4_900));
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });
});
