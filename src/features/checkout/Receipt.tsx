import { useIntl } from 'react-intl';
import { defineMessages } from '../../lib/messageDescriptors';
import Button from '../../components/Button/Button';
import ButtonLink from '../../components/Button/ButtonLink';
import { DEFAULT_TAX_DISPLAY } from '../../components/TotalsLines/totals';
import { addressLines } from './addressFormatter';
import CheckoutTotals from './CheckoutTotals';
import classes from './checkoutPage.module.css';
import { useReceipt } from './useReceipt';

// What happens next: a shipping notice only for an order that ships (a virtual order never does).
const nextMessages = defineMessages({
  shipped: { id: 'checkout.receipt.next', defaultMessage: 'We will send a confirmation to {email} and let you know when your order ships.' },
  shippedSignedIn: { id: 'checkout.receipt.nextSignedIn', defaultMessage: 'We will send you a confirmation and let you know when your order ships.' },
  virtual: { id: 'checkout.receipt.nextVirtual', defaultMessage: 'We will send a confirmation to {email}. Nothing in this order needs shipping.' },
  virtualSignedIn: {
    id: 'checkout.receipt.nextVirtualSignedIn',
    defaultMessage: 'We will send you a confirmation. Nothing in this order needs shipping.'
  }
});

/** After the order: its number, where it goes, what happens next, and for guests an account offer. */
export default function Receipt() {
  const { formatMessage } = useIntl();
  const { order, isSignedIn, address, createAccount, continueShopping } = useReceipt();

  return (
    <section className={classes.receipt} aria-labelledby="checkout-receipt-title">
      <h1 id="checkout-receipt-title" className={classes.title}>
        {formatMessage({ id: 'checkout.receipt.title', defaultMessage: 'Thank you for your order!' })}
      </h1>
      <p className={classes.orderNumber}>
        {formatMessage({ id: 'checkout.receipt.orderNumber', defaultMessage: 'Order number: {orderId}' }, { orderId: order.number ?? order.id })}
      </p>
      {order.items?.length ? (
        <div>
          <h2 className={classes.stepTitle}>{formatMessage({ id: 'checkout.receipt.items', defaultMessage: 'Items ordered' })}</h2>
          <ul className={classes.summaryLines}>
            {order.items.map((item, index) => (
              <li key={index}>
                {`${item.name} × ${item.quantity}`}
                {item.options.length ? (
                  <span className={classes.itemMeta}>
                    {' '}
                    ({item.options.map((option) => (option.label ? `${option.label}: ${option.value}` : option.value)).join(', ')})
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {order.totals ? (
        <div>
          <h2 className={classes.stepTitle}>{formatMessage({ id: 'checkout.receipt.totals', defaultMessage: 'Order totals' })}</h2>
          <CheckoutTotals totals={order.totals} display={order.taxDisplay ?? DEFAULT_TAX_DISPLAY} />
        </div>
      ) : null}
      {order.is_virtual ? null : (
        <div>
          <h2 className={classes.stepTitle}>{formatMessage({ id: 'checkout.receipt.shipTo', defaultMessage: 'Shipping to' })}</h2>
          <ul className={classes.summaryLines}>
            {addressLines(address).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <p className={classes.summary}>
        {address?.email
          ? formatMessage(order.is_virtual ? nextMessages.virtual : nextMessages.shipped, { email: address.email })
          : formatMessage(order.is_virtual ? nextMessages.virtualSignedIn : nextMessages.shippedSignedIn)}
      </p>
      {isSignedIn ? null : (
        <div className={classes.empty}>
          <p className={classes.summary}>
            {formatMessage({
              id: 'checkout.receipt.accountOffer',
              defaultMessage: 'Create an account to track your order and check out faster next time.'
            })}
          </p>
          <Button onClick={createAccount}>{formatMessage({ id: 'checkout.receipt.createAccount', defaultMessage: 'Create an account' })}</Button>
        </div>
      )}
      <ButtonLink variant="secondary" to="/" onClick={continueShopping}>
        {formatMessage({ id: 'checkout.continueShopping', defaultMessage: 'Continue Shopping' })}
      </ButtonLink>
    </section>
  );
}
