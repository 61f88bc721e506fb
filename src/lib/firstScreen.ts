import { useSyncExternalStore } from 'react';

/**
 * If `load` or the first render never comes (a request that hangs), what waits for the first screen still
 * goes ahead this long after start-up.
 */
const LATEST_MS = 5_000;

/**
 * How long settling waits for the browser to report the paint of a high-priority image as the largest one; it may
 * never come (the largest element is text), and then what waits goes ahead.
 */
const LARGEST_PAINT_WAIT_MS = 500;

/** The first screen's largest-paint candidates: the images the page asks for at high priority. */
const PRIORITY_IMAGES = 'img[fetchpriority="high"]';
/**
 * The single-URL images the first HTML preloads (a background main image). A srcset preload is left out: its request's
 * URL is not its href, so a finished one cannot be told apart, and its image is a high-priority one anyway.
 */
const PRELOADED_IMAGES = 'link[rel="preload"][as="image"]:not([imagesrcset])';

/**
 * What a held image shows until the first screen has settled: an empty SVG without a size of its own, so the image
 * keeps the box its width and height attributes give it (without any source, an image with alt text loses it).
 * It is inline data: nothing is fetched.
 */
export const HELD_IMAGE_SRC = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

let settled = false;
let watching = false;
let loaded = false;
let rendered = false;
let settling = false;
const listeners = new Set<() => void>();

function settle(): void {
  if (settled) return;
  settled = true;
  for (const listener of [...listeners]) listener();
}

function afterTwoFrames(then: () => void): void {
  window.requestAnimationFrame(() => window.requestAnimationFrame(() => window.setTimeout(then, 0)));
}

/**
 * Calls `then` once the frame showing the first screen's high-priority images has been presented: when the browser
 * reports one of them as the largest paint (its report follows the presentation; two frames after loading can come
 * before it). Without such images, or where browsers do not report the largest paint, two frames after loading.
 */
function afterLargestPaintPresented(then: () => void): void {
  const priorityImages = new Set<Element>(document.querySelectorAll(PRIORITY_IMAGES));
  const reportsLargestPaint =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (priorityImages.size === 0 || !reportsLargestPaint) {
    afterTwoFrames(then);
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    window.setTimeout(then, 0);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => priorityImages.has((entry as LargestContentfulPaint).element as Element))) finish();
  });
  const timer = window.setTimeout(finish, LARGEST_PAINT_WAIT_MS);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

function settleWhenLoadedAndRendered(): void {
  if (!loaded || !rendered || settling) return;
  settling = true;
  afterLargestPaintPresented(settle);
}

/**
 * Starts watching for the first screen (start-up calls it; the first reader would too). A page that had loaded
 * before anything watched is not a visit's first: it counts as settled at once.
 */
export function watchFirstScreen(): void {
  if (watching || settled) return;
  watching = true;
  if (document.readyState === 'complete') {
    settle();
    return;
  }
  window.addEventListener(
    'load',
    () => {
      loaded = true;
      settleWhenLoadedAndRendered();
    },
    { once: true }
  );
  window.setTimeout(settle, LATEST_MS);
}

/**
 * Start-up calls it once the first tree is committed: the first screen is complete when, the page loaded, its
 * high-priority images (the largest paint) have loaded or failed.
 */
export function markFirstScreenRendered(): void {
  const shown = () => {
    rendered = true;
    settleWhenLoadedAndRendered();
  };
  // The main image may be a background, preloaded by the first HTML: it counts until it is in (a finished request
  // has its resource timing).
  const preloads = [...document.querySelectorAll<HTMLLinkElement>(PRELOADED_IMAGES)].filter(
    (link) => link.href && (!link.media || window.matchMedia(link.media).matches) && !performance.getEntriesByName?.(link.href).length
  );
  const pending: HTMLElement[] = [
    ...[...document.querySelectorAll<HTMLImageElement>(PRIORITY_IMAGES)].filter((image) => !image.complete),
    ...preloads
  ];
  if (pending.length === 0) {
    shown();
    return;
  }
  let waiting = pending.length;
  const imageDone = () => {
    waiting -= 1;
    if (waiting === 0) shown();
  };
  for (const image of pending) {
    image.addEventListener('load', imageDone, { once: true });
    image.addEventListener('error', imageDone, { once: true });
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  watchFirstScreen();
  return () => listeners.delete(listener);
}

function isSettled(): boolean {
  watchFirstScreen();
  return settled;
}

/** Runs `work` once the first screen has settled (at once if it has). */
export function whenFirstScreenSettled(work: () => void): void {
  if (isSettled()) {
    work();
    return;
  }
  const unsubscribe = subscribe(() => {
    unsubscribe();
    work();
  });
}

/**
 * Whether the visit's first page has loaded, rendered and painted (at once on the pages the shopper goes to
 * next): images below the first screen and fetches ahead of need wait for it, so they take no bandwidth from
 * the largest image or the code that shows it.
 */
export function useFirstScreenSettled(): boolean {
  return useSyncExternalStore(subscribe, isSettled, () => false);
}

/** For tests: forgets everything, as on a fresh start. */
export function resetFirstScreenForTests(): void {
  settled = false;
  watching = false;
  loaded = false;
  rendered = false;
  settling = false;
  listeners.clear();
}
