import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Button from '../../components/Button/Button';
import ButtonLink from '../../components/Button/ButtonLink';
import Image from '../../components/Image/Image';
import type { ProductSummary } from './catalogTypes';
import classes from './galleryItem.module.css';
import { GRID_IMAGE } from './imageSizes';
import GalleryPrice from './GalleryPrice';
import { useGalleryItem } from './useGalleryItem';

export interface GalleryItemProps {
  product: ProductSummary;
  /** The first visible image of the page loads eagerly with high priority. */
  priority?: boolean;
  /** Name clamped to two lines and the action row always reserved: every card (and its placeholder) is the same height. */
  fixedHeight?: boolean;
}

/** A product in a grid: image, name, price as listings word it, its action, and 'Unavailable' when out of stock. */
export default function GalleryItem({ product, priority = false, fixedHeight = false }: GalleryItemProps) {
  const { formatMessage } = useIntl();
  const { href, name, imageUrl, needsChoice, isAvailable, isAdding, handleAddToCart } = useGalleryItem(product);
  return (
    <li className={fixedHeight ? `${classes.root} ${classes.fixedHeight}` : classes.root}>
      <Link className={classes.imageLink} to={href} tabIndex={-1} aria-hidden="true">
        {imageUrl ? (
          <Image resource={imageUrl} alt="" width={GRID_IMAGE.width} sizes={GRID_IMAGE.sizes} priority={priority} className={classes.image} />
        ) : (
          <span className={classes.placeholder} />
        )}
      </Link>
      <Link className={classes.name} to={href}>
        {name}
      </Link>
      <GalleryPrice product={product} />
      <div className={classes.actions}>
        {!isAvailable ? (
          <p className={classes.unavailable}>{formatMessage({ id: 'galleryItem.unavailable', defaultMessage: 'Unavailable' })}</p>
        ) : needsChoice ? (
          <ButtonLink
            variant="secondary"
            className={classes.action}
            to={href}
            aria-label={formatMessage({ id: 'galleryItem.chooseOptionsFor', defaultMessage: 'Choose options for {name}' }, { name })}
          >
            {formatMessage({ id: 'galleryItem.chooseOptions', defaultMessage: 'Choose Options' })}
          </ButtonLink>
        ) : (
          <Button
            variant="secondary"
            className={classes.action}
            disabled={isAdding}
            aria-busy={isAdding}
            aria-label={formatMessage({ id: 'galleryItem.addToCartFor', defaultMessage: 'Add {name} to cart' }, { name })}
            onClick={handleAddToCart}
          >
            {isAdding
              ? formatMessage({ id: 'addToCart.adding', defaultMessage: 'Adding…' })
              : formatMessage({ id: 'addToCart.button', defaultMessage: 'Add to Cart' })}
          </Button>
        )}
      </div>
    </li>
  );
}
