import { useIntl } from 'react-intl';
import TotalsLines from '../../components/TotalsLines/TotalsLines';
import type { TaxDisplay, Totals } from '../../components/TotalsLines/totals';

/** The order's totals in checkout's words: in the review before placing it, and on the receipt after. */
export default function CheckoutTotals({ totals, display }: { totals: Totals; display: TaxDisplay }) {
  const { formatMessage } = useIntl();
  return (
    <TotalsLines
      totals={totals}
      display={display}
      words={{
        grandTotal: formatMessage({ id: 'checkout.review.total', defaultMessage: 'Order Total' }),
        shipping: (method) => formatMessage({ id: 'checkout.review.shipping', defaultMessage: 'Shipping ({method})' }, { method })
      }}
    />
  );
}
