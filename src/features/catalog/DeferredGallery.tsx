import { Suspense, useState } from 'react';
import { useNearViewport } from '../../lib/useNearViewport';
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { ProductSummary } from './catalogTypes';
import GalleryShimmer from './GalleryShimmer';

// The grid's cards (links, prices, Add to Cart) are their own chunk where the grid sits below the first screen.
const Gallery = lazyWithReload(() => import(/* webpackChunkName: "gallery" */ './Gallery'));

/**
 * A product grid below the first screen (a product's related products): its code, cards and images load when the
 * shopper scrolls near it; card-sized placeholders hold its place meanwhile.
 */
export default function DeferredGallery({ products, label }: { products: ProductSummary[]; label: string }) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  // A short look-ahead, as for the footer: a grid that starts just below the first screen still waits for a scroll.
  const isNear = useNearViewport(slot, '64px');
  const placeholder = <GalleryShimmer count={products.length} label={label} />;
  return (
    <div ref={setSlot}>
      {isNear ? (
        <Suspense fallback={placeholder}>
          <Gallery products={products} label={label} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
