import { useIntl } from 'react-intl';
import TotalsLines from '../../components/TotalsLines/TotalsLines';
import { useAppSelector } from '../../store/hooks';
import { selectCartTaxDisplay, selectCartTotals } from './cartTotals';
import type { EstimatedTotals } from './shippingEstimate/estimateTypes';
import { withEstimate } from './shippingEstimate/withEstimate';

interface PriceSummaryProps {
  /** The mini cart's compact form: the subtotal names the item count, and the total is left out when it only repeats it. */
  itemCount?: number;
  /** The cart page's shipping estimate, when there is one: its shipping, taxes and grand total. */
  estimate?: EstimatedTotals | null;
}

/** The cart summary (cart page and mini cart): subtotal, discounts, estimated shipping and taxes when known, total. */
export default function PriceSummary({ itemCount, estimate }: PriceSummaryProps) {
  const { formatMessage } = useIntl();
  const totals = withEstimate(useAppSelector(selectCartTotals), estimate);
  const display = useAppSelector(selectCartTaxDisplay);

  return (
    <TotalsLines
      totals={totals}
      display={display}
      compact={itemCount !== undefined}
      words={{
        ...(itemCount !== undefined
          ? {
              subtotal: formatMessage(
                { id: 'miniCart.subtotal', defaultMessage: 'Subtotal ({count, plural, one {# item} other {# items}})' },
                { count: itemCount }
              )
            }
          : {}),
        grandTotal: formatMessage({ id: 'cart.grandTotal', defaultMessage: 'Estimated total' }),
        shipping: () => formatMessage({ id: 'cart.estimatedShipping', defaultMessage: 'Estimated shipping' }),
        discount: (label) => formatMessage({ id: 'cart.discount', defaultMessage: 'Discount: {label}' }, { label })
      }}
    />
  );
}
