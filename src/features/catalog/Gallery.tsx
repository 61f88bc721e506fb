import { useIntl } from 'react-intl';
import Shimmer from '../../components/Shimmer/Shimmer';
import type { ProductSummary } from './catalogTypes';
import classes from './gallery.module.css';
import GalleryItem from './GalleryItem';

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
  if (isLoading) {
    // Each placeholder has the parts of a loaded item: the 4:5 image, a line of name, a line of price, the action.
    return (
      <ul className={classes.root} aria-label={listLabel} aria-busy="true">
        {Array.from({ length: placeholderCount }, (_, index) => (
          <li key={index} className={classes.placeholder}>
            <Shimmer className={classes.imageShimmer} />
            <Shimmer width="80%" height={1.5} />
            <Shimmer width="40%" height={1.40625} />
            <Shimmer width={8} height={2.75} borderRadius={1.5} className={classes.actionShimmer} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={classes.root} aria-label={listLabel}>
      {products.map((product, index) => (
        <GalleryItem key={product.uid} product={product} priority={leadsPage && index === 0} />
      ))}
    </ul>
  );
}
