import { Suspense } from 'react';
import { useFirstScreenSettled } from '../../lib/firstScreen';
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { ProductWidget } from './productWidget';
import ProductStripShimmer from './ProductStripShimmer';
import { useStripInReach } from './useStripInReach';

// Product strips are their own chunk: pages without a product widget never load the gallery code.
const ProductStrip = lazyWithReload(() => import(/* webpackChunkName: "product-strip" */ './ProductStrip'));

/**
 * A product widget's strip. Its placeholder holds the strip's place; the code, products and images load once the
 * shopper scrolls near it (strips below the first screen, or only peeking into its bottom, cost a landing nothing:
 * `useStripInReach`), and on a landing not before
 * the first screen has settled: a strip near the top would otherwise fetch its code while the largest image and the
 * scripts that show it are still coming.
 */
export default function DeferredProductStrip({ widget, slot }: { widget: ProductWidget; slot: Element }) {
  const placeholder = <ProductStripShimmer title={widget.title} count={widget.pageSize} />;
  const isNear = useStripInReach(slot);
  const firstScreenSettled = useFirstScreenSettled();
  return isNear && firstScreenSettled ? (
    <Suspense fallback={placeholder}>
      <ProductStrip widget={widget} />
    </Suspense>
  ) : (
    placeholder
  );
}
