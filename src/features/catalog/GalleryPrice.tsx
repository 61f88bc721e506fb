import { useIntl } from 'react-intl';
import Price from '../../components/Price/Price';
import type { ProductSummary } from './catalogTypes';
import classes from './galleryItem.module.css';
import { listingPriceLabel, type RangeEnd } from './listingPrice';
import ProductPrice from './ProductPrice';
import RegularPrice from './RegularPrice';

/** A bundle's lowest or highest price, its regular price struck through after it when discounted. */
const rangeEnd = (end: RangeEnd) => (
  <>
    <Price value={end.value} currencyCode={end.currency} />
    {end.regular && (
      <>
        {' '}
        <RegularPrice value={end.regular.value} currencyCode={end.regular.currency} />
      </>
    )}
  </>
);

/** A grid item's price as Magento's listings word it: "From … To …", "Starting at …", or its price and "As low as …". */
export default function GalleryPrice({ product }: { product: ProductSummary }) {
  const { formatMessage } = useIntl();
  const label = listingPriceLabel(product);
  if (label?.kind === 'range') {
    return (
      <p className={classes.price}>
        {formatMessage({ id: 'galleryPrice.range', defaultMessage: 'From {from} To {to}' }, { from: rangeEnd(label.from), to: rangeEnd(label.to) })}
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
