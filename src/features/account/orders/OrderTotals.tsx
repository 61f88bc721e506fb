import { useIntl } from 'react-intl';
import Price from '../../../components/Price/Price';
import classes from '../shared/accountPage.module.css';
import type { Order } from './useOrderHistoryPage';

/** An order's totals as the shop charged them: subtotal, each discount and tax with its label, shipping, grand total. */
export default function OrderTotals({ order }: { order: Order }) {
  const { formatMessage } = useIntl();
  const total = order.total;
  if (!total) return null;
  const currency = total.grand_total.currency ?? 'USD';
  const line = (key: string, label: string, value: number | null | undefined, negative = false) =>
    value == null ? null : (
      <div key={key} className={classes.totalsLine}>
        <dt>{label}</dt>
        <dd>
          <Price value={negative ? -Math.abs(value) : value} currencyCode={currency} />
        </dd>
      </div>
    );
  const payment = (order.payment_methods ?? []).map((method) => method?.name).filter(Boolean);

  return (
    <div>
      <h3 className={classes.sectionTitle}>{formatMessage({ id: 'orderHistory.totals', defaultMessage: 'Order Totals' })}</h3>
      <dl className={classes.totals}>
        {line('subtotal', formatMessage({ id: 'orderHistory.subtotal', defaultMessage: 'Subtotal' }), total.subtotal?.value)}
        {(total.discounts ?? []).map((discount, index) => (discount ? line(`d${index}`, discount.label, discount.amount.value, true) : null))}
        {line('shipping', formatMessage({ id: 'orderHistory.shipping', defaultMessage: 'Shipping & Handling' }), total.total_shipping.value)}
        {(total.taxes ?? []).map((tax, index) => (tax ? line(`t${index}`, tax.title, tax.amount.value) : null))}
        {line('grand', formatMessage({ id: 'orderHistory.grandTotal', defaultMessage: 'Grand Total' }), total.grand_total.value)}
      </dl>
      {payment.length ? (
        <p>{formatMessage({ id: 'orderHistory.paymentMethod', defaultMessage: 'Payment Method: {name}' }, { name: payment.join(', ') })}</p>
      ) : null}
    </div>
  );
}
