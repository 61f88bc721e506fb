import { useId } from 'react';
import { useIntl } from 'react-intl';
import { GalleryItem } from '../catalog';
import type { ProductWidget } from './productWidget';
import ProductStripShimmer from './ProductStripShimmer';
import classes from './productStrip.module.css';
import StripHeading from './StripHeading';
import StripScrollButtons from './StripScrollButtons';
import { useProductStrip } from './useProductStrip';
import { useStripScroll } from './useStripScroll';

/**
 * A CMS product list widget as a row of products ("New arrivals", "Best sellers"): price in the store's currency,
 * add to cart or choose options. Nothing at all when it has no products or fails: no empty gap on the page.
 */
export default function ProductStrip({ widget }: { widget: ProductWidget }) {
  const { formatMessage } = useIntl();
  const headingId = useId();
  const { products, isLoading } = useProductStrip(widget);
  const { listRef, canScrollBack, canScrollForward, scrollBack, scrollForward } = useStripScroll(products.length);
  if (isLoading) return <ProductStripShimmer title={widget.title} count={widget.pageSize} />;
  if (products.length === 0) return null;
  const label = widget.title ?? formatMessage({ id: 'productStrip.label', defaultMessage: 'Featured products' });
  return (
    <section className={classes.root} aria-labelledby={widget.title ? headingId : undefined} aria-label={widget.title ? undefined : label}>
      <StripHeading title={widget.title} id={headingId}>
        <StripScrollButtons canScrollBack={canScrollBack} canScrollForward={canScrollForward} onBack={scrollBack} onForward={scrollForward} />
      </StripHeading>
      <ul ref={listRef} className={classes.list} aria-label={label}>
        {products.map((product) => (
          <GalleryItem key={product.uid} product={product} fixedHeight />
        ))}
      </ul>
    </section>
  );
}
