import { useIntl } from 'react-intl';
import Button from '../../components/Button/Button';
import FormError from '../../components/FormError/FormError';
import { cartItemOptions } from '../cart';
import Price from '../../components/Price/Price';
import classes from './checkoutPage.module.css';
import { checkoutErrorMessages } from './checkoutErrors';
import { useReviewStep } from './useReviewStep';

/** Step 5: the items and totals, and Place Order (busy while the order is being placed). */
export default function ReviewStep() {
  const { formatMessage } = useIntl();
  const { items, totals, failure, isSubmitting, placeOrder } = useReviewStep();

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
            <Price value={item.prices?.row_total?.value ?? 0} currencyCode={item.prices?.row_total?.currency || totals.currencyCode} />
          </li>
        ))}
      </ul>
      <dl className={classes.totals}>
        <dt>{formatMessage({ id: 'checkout.review.subtotal', defaultMessage: 'Subtotal' })}</dt>
        <dd>
          <Price value={totals.subtotal} currencyCode={totals.currencyCode} />
        </dd>
        {totals.discounts.map((line) => (
          <DtDd key={`d-${line.label}`} label={line.label} value={-Math.abs(line.value)} currencyCode={line.currencyCode} />
        ))}
        {totals.shipping ? (
          <DtDd
            label={formatMessage({ id: 'checkout.review.shipping', defaultMessage: 'Shipping ({method})' }, { method: totals.shipping.label })}
            value={totals.shipping.value}
            currencyCode={totals.shipping.currencyCode}
          />
        ) : null}
        {totals.taxes.map((line) => (
          <DtDd key={`t-${line.label}`} label={line.label} value={line.value} currencyCode={line.currencyCode} />
        ))}
        <dt className={classes.grandTotal}>{formatMessage({ id: 'checkout.review.total', defaultMessage: 'Order Total' })}</dt>
        <dd className={classes.grandTotal}>
          <Price value={totals.grandTotal} currencyCode={totals.currencyCode} />
        </dd>
      </dl>
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

function DtDd({ label, value, currencyCode }: { label: string; value: number; currencyCode: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <Price value={value} currencyCode={currencyCode} />
      </dd>
    </>
  );
}
