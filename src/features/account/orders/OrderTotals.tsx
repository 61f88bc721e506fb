import { useIntl } from 'react-intl';
import TotalsLines from '../../../components/TotalsLines/TotalsLines';
import type { TaxDisplay, Totals } from '../../../components/TotalsLines/totals';
import classes from '../shared/accountPage.module.css';
import type { Order } from './useOrderHistoryPage';

/** An order's totals as Magento's order answers them, in the order's currency. */
function totalsOf(total: NonNullable<Order['total']>): Totals {
  return {
    currencyCode: total.grand_total.currency ?? 'USD',
    subtotalExclTax: total.subtotal_excl_tax.value ?? 0,
    subtotalInclTax: total.subtotal_incl_tax.value ?? null,
    discounts: (total.discounts ?? []).flatMap((discount) => (discount ? [{ label: discount.label, value: discount.amount.value ?? 0 }] : [])),
    shipping: { label: '', value: total.total_shipping.value ?? 0, inclTax: total.shipping_handling?.amount_including_tax?.value ?? null },
    taxes: (total.taxes ?? []).flatMap((tax) => (tax ? [{ label: tax.title, value: tax.amount.value ?? 0 }] : [])),
    grandTotal: total.grand_total.value ?? 0,
    grandTotalExclTax: total.grand_total_excl_tax.value ?? null
  };
}

/**
 * An order's totals as the shop charged them (each discount and tax with its label), shown as the store view says
 * (tax/sales_display), and how it was paid: the method's title and what was given with it (a purchase order number).
 */
export default function OrderTotals({ order, display }: { order: Order; display: TaxDisplay }) {
  const { formatMessage } = useIntl();
  if (!order.total) return null;
  const payments = (order.payment_methods ?? []).flatMap((method) => (method ? [method] : []));

  return (
    <div>
      <h3 className={classes.sectionTitle}>{formatMessage({ id: 'orderHistory.totals', defaultMessage: 'Order Totals' })}</h3>
      <TotalsLines
        totals={totalsOf(order.total)}
        display={display}
        words={{
          grandTotal: formatMessage({ id: 'orderHistory.grandTotal', defaultMessage: 'Grand Total' }),
          shipping: () => formatMessage({ id: 'orderHistory.shipping', defaultMessage: 'Shipping & Handling' })
        }}
      />
      {payments.map((method) => (
        <div key={method.type}>
          <p>{formatMessage({ id: 'orderHistory.paymentMethod', defaultMessage: 'Payment Method: {name}' }, { name: method.name })}</p>
          {(method.additional_data ?? []).map((data) =>
            data?.name === 'po_number' && data.value ? (
              <p key={data.name}>
                {formatMessage({ id: 'orderHistory.purchaseOrderNumber', defaultMessage: 'Purchase Order Number: {number}' }, { number: data.value })}
              </p>
            ) : null
          )}
        </div>
      ))}
    </div>
  );
}
