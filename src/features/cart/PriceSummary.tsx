import { useIntl } from 'react-intl';
import Price from '../../components/Price/Price';
import { useAppSelector } from '../../store/hooks';
import classes from './cartPage.module.css';
import { selectCartTotals } from './cartTotals';
import type { EstimatedTotals } from './shippingEstimate/estimateTypes';
import { withEstimate } from './shippingEstimate/withEstimate';

/**
 * The cart summary: subtotal, discounts, estimated shipping and taxes when known, grand total; the cart page's
 * shipping estimate, when there is one, gives the shipping, taxes and grand total.
 */
export default function PriceSummary({ estimate }: { estimate?: EstimatedTotals | null }) {
  const { formatMessage } = useIntl();
  const totals = withEstimate(useAppSelector(selectCartTotals), estimate);
  const { currencyCode } = totals;

  return (
    <dl className={classes.summary}>
      <div className={classes.summaryLine}>
        <dt>{formatMessage({ id: 'cart.subtotal', defaultMessage: 'Subtotal' })}</dt>
        <dd>
          <Price value={totals.subtotal} currencyCode={currencyCode} />
        </dd>
      </div>
      {totals.discounts.map((discount) => (
        <div key={discount.label} className={classes.summaryLine}>
          <dt>{formatMessage({ id: 'cart.discount', defaultMessage: 'Discount: {label}' }, { label: discount.label })}</dt>
          <dd>
            <Price value={-Math.abs(discount.value)} currencyCode={discount.currencyCode} />
          </dd>
        </div>
      ))}
      {totals.shipping ? (
        <div className={classes.summaryLine}>
          <dt>{formatMessage({ id: 'cart.estimatedShipping', defaultMessage: 'Estimated shipping' })}</dt>
          <dd>
            <Price value={totals.shipping.value} currencyCode={totals.shipping.currencyCode} />
          </dd>
        </div>
      ) : null}
      {totals.taxes.map((tax) => (
        <div key={tax.label} className={classes.summaryLine}>
          <dt>{tax.label}</dt>
          <dd>
            <Price value={tax.value} currencyCode={tax.currencyCode} />
          </dd>
        </div>
      ))}
      <div className={`${classes.summaryLine} ${classes.grandTotal}`}>
        <dt>{formatMessage({ id: 'cart.grandTotal', defaultMessage: 'Estimated total' })}</dt>
        <dd>
          <Price value={totals.grandTotal} currencyCode={currencyCode} />
        </dd>
      </div>
    </dl>
  );
}
