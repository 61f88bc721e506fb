import { useIntl } from 'react-intl';
import Button from '../../components/Button/Button';
import FormError from '../../components/FormError/FormError';
import { cartItemOptions, rowTotalsShown } from '../cart';
import CheckoutTotals from './CheckoutTotals';
import TaxedPrice from '../../components/TaxedPrice/TaxedPrice';
import classes from './checkoutPage.module.css';
import { checkoutErrorMessages } from './checkoutErrors';
import { useReviewStep } from './useReviewStep';

/** Step 5: the items and totals, and Place Order (busy while the order is being placed). */
export default function ReviewStep() {
  const { formatMessage } = useIntl();
  const { items, totals, display, failure, isSubmitting, placeOrder } = useReviewStep();

  return (
    <div className={classes.form}>
      <ul className={classes.items} aria-label={formatMessage({ id: 'checkout.review.items', defaultMessage: 'Items in your order' })}>
        {items.map((item) => (
          <li key={item.uid} className={classes.item}>
            <div>
              <p className={classes.itemName}>{item.product?.name}</p>
              {cartItemOptions(item).length ? (
                <p className={classes.itemMeta}>
                  {cartItemOptions(item)
                    .map((option) => (option.label ? `${option.label}: ${option.value}` : option.value))
                    .join(', ')}
                </p>
              ) : null}
              <p className={classes.itemMeta}>
                {formatMessage({ id: 'checkout.review.quantity', defaultMessage: 'Qty: {quantity}' }, { quantity: item.quantity })}
              </p>
            </div>
            <p className={classes.itemPrices}>
              <TaxedPrice amounts={rowTotalsShown(item, display)} currencyCode={totals.currencyCode} />
            </p>
          </li>
        ))}
      </ul>
      <CheckoutTotals totals={totals} display={display} />
      <FormError errors={[failure]} describe={checkoutErrorMessages} />
      <div className={classes.actions}>
        <Button onClick={placeOrder} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting
            ? formatMessage({ id: 'checkout.review.placingOrder', defaultMessage: 'Placing Order…' })
            : formatMessage({ id: 'checkout.review.placeOrder', defaultMessage: 'Place Order' })}
        </Button>
      </div>
    </div>
  );
}
