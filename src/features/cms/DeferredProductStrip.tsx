import { Suspense } from 'react';
import { useNearViewport } from '../../lib/useNearViewport';
import { lazyWithReload } from '../pwa';
import type { ProductWidget } from './productWidget';
import ProductStripShimmer from './ProductStripShimmer';

// Product strips are their own chunk: pages without a product widget never load the gallery code.
const ProductStrip = lazyWithReload(() => import(/* webpackChunkName: "product-strip" */ './ProductStrip'));

/**
 * A product widget's strip. Its placeholder holds the strip's place; the code, products and images load once the
 * shopper scrolls near it (strips below a phone's first screen cost a landing nothing).
 */
export default function DeferredProductStrip({ widget, slot }: { widget: ProductWidget; slot: Element }) {
  const placeholder = <ProductStripShimmer title={widget.title} count={widget.pageSize} />;
  return useNearViewport(slot) ? (
    <Suspense fallback={placeholder}>
      <ProductStrip widget={widget} />
    </Suspense>
  ) : (
    placeholder
  );
}
