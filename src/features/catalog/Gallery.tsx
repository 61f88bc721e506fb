import { useIntl } from 'react-intl';
import type { ProductSummary } from './catalogTypes';
import classes from './gallery.module.css';
import GalleryItem from './GalleryItem';
import GalleryShimmer from './GalleryShimmer';

export interface GalleryProps {
  products: ProductSummary[];
  isLoading?: boolean;
  /** Shimmer count while loading (the page size). */
  placeholderCount?: number;
  label?: string;
  /** Whether the grid opens the page, so its first image is the page's main one (eager, high priority). */
  leadsPage?: boolean;
}

/** The product grid: 3 columns, 2 at 640 px and below (§9). */
export default function Gallery({ products, isLoading = false, placeholderCount = 6, label, leadsPage = false }: GalleryProps) {
  const { formatMessage } = useIntl();
  const listLabel = label ?? formatMessage({ id: 'gallery.label', defaultMessage: 'Products' });
  if (isLoading) return <GalleryShimmer count={placeholderCount} label={listLabel} />;
  return (
    <ul className={classes.root} aria-label={listLabel}>
      {products.map((product, index) => (
        <GalleryItem key={product.uid} product={product} priority={leadsPage && index === 0} />
      ))}
    </ul>
  );
}
