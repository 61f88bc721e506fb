import { useIntl } from 'react-intl';
import Price from '../../components/Price/Price';
import type { ProductSummary } from './catalogTypes';
import classes from './galleryItem.module.css';
import { listingPriceLabel } from './listingPrice';
import ProductPrice from './ProductPrice';

/** A grid item's price as Magento's listings word it: "From … To …", "Starting at …", or its price and "As low as …". */
export default function GalleryPrice({ product }: { product: ProductSummary }) {
  const { formatMessage } = useIntl();
  const label = listingPriceLabel(product);
  if (label?.kind === 'range') {
    return (
      <p className={classes.price}>
        {formatMessage(
          { id: 'galleryPrice.range', defaultMessage: 'From {from} To {to}' },
          {
            from: <Price value={label.from.value} currencyCode={label.from.currency} />,
            to: <Price value={label.to.value} currencyCode={label.to.currency} />
          }
        )}
      </p>
    );
  }
  if (label?.kind === 'startingAt') {
    return (
      <p className={classes.price}>
        {formatMessage(
          { id: 'galleryPrice.startingAt', defaultMessage: 'Starting at {price}' },
          { price: <Price value={label.price.value} currencyCode={label.price.currency} /> }
        )}
      </p>
    );
  }
  return (
    <ProductPrice priceRange={product.price_range} className={classes.price}>
      {label && ' '}
      {label && (
        <span className={classes.lowest}>
          {formatMessage(
            { id: 'galleryPrice.asLowAs', defaultMessage: 'As low as {price}' },
            { price: <Price value={label.price.value} currencyCode={label.price.currency} /> }
          )}
        </span>
      )}
    </ProductPrice>
  );
}
