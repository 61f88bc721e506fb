import { useCallback, useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';

export interface SliderSettings {
  count: number;
  autoplay: boolean;
  /** Milliseconds between slides when playing. */
  speed: number;
  infinite: boolean;
}

/** Magento's slider settings, from its element's data attributes (as its storefront widget reads them). */
export function sliderSettings(element: Element, count: number): SliderSettings & { fade: boolean; arrows: boolean; dots: boolean } {
  const flag = (name: string) => element.getAttribute(name) === 'true' || element.getAttribute(name) === '1';
  const speed = Number(element.getAttribute('data-autoplay-speed'));
  return {
    count,
    autoplay: flag('data-autoplay'),
    speed: Number.isFinite(speed) && speed >= 1000 ? speed : 4000,
    infinite: flag('data-infinite-loop'),
    fade: flag('data-fade'),
    arrows: flag('data-show-arrows'),
    dots: element.getAttribute('data-show-dots') !== 'false'
  };
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A slider's state: the slide shown, moving by arrows, dots and the arrow keys, and autoplay that stops while the
 * shopper's focus or pointer is in the slider, when they pause it, and never starts when they prefer reduced motion.
 */
export function useSlider({ count, autoplay, speed, infinite }: SliderSettings) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(() => !autoplay || prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const go = useCallback(
    (step: number) =>
      setActive((current) => {
        const next = current + step;
        if (infinite) return (next + count) % count;
        return Math.min(Math.max(next, 0), count - 1);
      }),
    [count, infinite]
  );
  const playing = autoplay && !paused && !held && count > 1;
  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => setActive((current) => (current + 1 < count ? current + 1 : infinite ? 0 : current)), speed);
    return () => window.clearInterval(timer);
  }, [playing, speed, count, infinite]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        go(event.key === 'ArrowLeft' ? -1 : 1);
      }
    },
    [go]
  );
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
  }, []);
  return {
    active,
    show: setActive,
    previous: () => go(-1),
    next: () => go(1),
    canGoBack: infinite || active > 0,
    canGoOn: infinite || active < count - 1,
    playing,
    /** Whether the shopper (or their reduced-motion setting) paused it: what the play button offers to change. */
    paused,
    canPlay: autoplay && count > 1,
    togglePlay: () => setPaused((value) => !value),
    holdHandlers: {
      onKeyDown,
      onFocus: () => setHeld(true),
      onBlur,
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false)
    }
  };
}
