import { useCallback, useEffect, useState } from 'react';
import { makeImageUrl } from '../../lib/images';
import type { GalleryImage } from './catalogTypes';
import { CAROUSEL_IMAGE } from './imageSizes';

// Asking the worker is its own chunk: only a worker that controls the page can prefetch, never on a first visit.
const loadPrefetch = () => import(/* webpackChunkName: "prefetch-images" */ './prefetchCarouselImages');

/**
 * The shown image of a carousel. While it is on screen, the worker is asked to prefetch the other
 * images at the displayed size (§7); without a controlling worker nothing happens.
 */
export function useCarousel(images: GalleryImage[], ratio: number) {
  const count = images.length;
  const imageKey = images.map((image) => image.url).join('|');
  // The choice belongs to one image list: another list (a new colour) starts at its first image.
  const [active, setActive] = useState({ key: imageKey, index: 0 });
  const index = active.key === imageKey && active.index < count ? active.index : 0;

  useEffect(() => {
    if (count < 2 || !('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
    // The very URLs the Image component asks for (under our own /media/).
    const urls = images
      .slice(1)
      .map((image) => makeImageUrl(image.url ?? '', { width: CAROUSEL_IMAGE.width, height: Math.round(CAROUSEL_IMAGE.width / ratio) }));
    loadPrefetch().then(
      ({ prefetchCarouselImages }) => prefetchCarouselImages(urls),
      () => undefined // the chunk did not load (offline before the worker cached it): no prefetch
    );
    // The image list is identified by imageKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [imageKey, ratio]);

  const show = useCallback((next: number) => setActive({ key: imageKey, index: ((next % count) + count) % count }), [count, imageKey]);
  const previous = useCallback(() => show(index - 1), [index, show]);
  const next = useCallback(() => show(index + 1), [index, show]);

  return { activeIndex: index, activeImage: images[index], show, previous, next, count };
}
