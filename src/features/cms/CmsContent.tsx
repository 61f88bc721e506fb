import { Suspense } from 'react';
import { createPortal } from 'react-dom';
import RichContent from '../../components/RichContent/RichContent';
import { lazyWithReload } from '../pwa';
import ProductStripShimmer from './ProductStripShimmer';
import { useCmsContent } from './useCmsContent';

// Product strips are their own chunk: pages without a product widget never load the gallery code.
const ProductStrip = lazyWithReload(() => import(/* webpackChunkName: "product-strip" */ './ProductStrip'));

/** CMS HTML, sanitised, with each Magento product list widget in it rendered as a product strip. */
export default function CmsContent({ html, className }: { html: string; className?: string }) {
  const { content, slots, findSlots } = useCmsContent(html);
  return (
    <div>
      <RichContent html={content} className={className} onContentChange={findSlots} />
      {slots.map(({ node, widget }, index) =>
        createPortal(
          <Suspense fallback={<ProductStripShimmer title={widget.title} count={widget.pageSize} />}>
            <ProductStrip widget={widget} />
          </Suspense>,
          node,
          String(index)
        )
      )}
    </div>
  );
}
