import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Price from '../../components/Price/Price';
import { DEFAULT_CURRENCY_CODE } from '../../lib/formatPrice';
import type { PriceRange } from './catalogTypes';
import RegularPrice from './RegularPrice';
import classes from './productPrice.module.css';

/** The price of a product: the special price beside the struck-through regular one when discounted; `children` after it. */
export default function ProductPrice({ priceRange, className, children }: { priceRange: PriceRange; className?: string; children?: ReactNode }) {
  const { formatMessage } = useIntl();
  const { regular_price: regularPrice, final_price: finalPrice } = priceRange.minimum_price;
  // Magento's Money may leave either field empty.
  const regular = { value: regularPrice.value ?? 0, currency: regularPrice.currency ?? DEFAULT_CURRENCY_CODE };
  const final = { value: finalPrice.value ?? 0, currency: finalPrice.currency ?? DEFAULT_CURRENCY_CODE };
  const rootClass = className ? `${classes.root} ${className}` : classes.root;
  if (final.value >= regular.value) {
    return (
      <p className={rootClass}>
        <Price value={final.value} currencyCode={final.currency} />
        {children}
      </p>
    );
  }
  return (
    <p className={rootClass}>
      <span className={classes.special}>
        <span className={classes.visuallyHidden}>{formatMessage({ id: 'productPrice.special', defaultMessage: 'Special price' })}</span>
        <Price value={final.value} currencyCode={final.currency} />
      </span>{' '}
      <RegularPrice value={regular.value} currencyCode={regular.currency} />
      {children}
    </p>
  );
}
