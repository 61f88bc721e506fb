import { PREFETCH_IMAGES, sendMessageToSW } from '../pwa';

/** Asks the service worker that controls the page to prefetch a carousel's other images at their shown size (§7). */
export function prefetchCarouselImages(urls: string[]): void {
  sendMessageToSW(PREFETCH_IMAGES, { urls }).catch((error: unknown) => {
    if (error instanceof Error && error.message === 'SW Not Registered') return;
    console.warn('Image prefetch failed.', error);
  });
}
