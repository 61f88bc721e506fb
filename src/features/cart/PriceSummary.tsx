import { useIntl } from 'react-intl';
import TotalsLines from '../../components/TotalsLines/TotalsLines';
import { useAppSelector } from '../../store/hooks';
import { selectCartTaxDisplay, selectCartTotals } from './cartTotals';

interface PriceSummaryProps {
  /** The mini cart's compact form: the subtotal names the item count, and the total is left out when it only repeats it. */
  itemCount?: number;
}

/** The cart summary (cart page and mini cart): subtotal, discounts, estimated shipping and taxes when known, total. */
export default function PriceSummary({ itemCount }: PriceSummaryProps) {
  const { formatMessage } = useIntl();
  const totals = useAppSelector(selectCartTotals);
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
