import { useIntl } from 'react-intl';
import Price from '../Price/Price';
import type { TaxDisplay, Totals } from './totals';
import classes from './totalsLines.module.css';
import { totalsLines, type TotalsLine } from './totalsLines';

export interface TotalsWords {
  /** The subtotal's name when it is one line (default "Subtotal"). */
  subtotal?: string;
  /** The grand total's name where it is shown (e.g. "Estimated total" in the cart, "Order Total" at checkout). */
  grandTotal: string;
  /** The shipping line, given the method's name when known. */
  shipping: (method: string) => string;
  /** A discount line, given its rule's label or coupon (default: the label itself). */
  discount?: (label: string) => string;
}

interface TotalsLinesProps {
  totals: Totals;
  display: TaxDisplay;
  words: TotalsWords;
  /** Leave out a grand total that only repeats the subtotal (nothing else between them): the mini cart's short form. */
  compact?: boolean;
}

/**
 * The one totals list of the shop (cart page, mini cart, checkout review, receipt, order history): every line the shop
 * charges, shown including or excluding tax as the store view's settings say.
 */
export default function TotalsLines({ totals, display, words, compact = false }: TotalsLinesProps) {
  const { formatMessage } = useIntl();
  const labelOf = (line: TotalsLine): string => {
    switch (line.kind) {
      case 'subtotal':
        return words.subtotal ?? formatMessage({ id: 'totals.subtotal', defaultMessage: 'Subtotal' });
      case 'subtotalExclTax':
        return formatMessage({ id: 'totals.subtotalExclTax', defaultMessage: 'Subtotal (Excl. Tax)' });
      case 'subtotalInclTax':
        return formatMessage({ id: 'totals.subtotalInclTax', defaultMessage: 'Subtotal (Incl. Tax)' });
      case 'discount':
        return words.discount ? words.discount(line.label ?? '') : (line.label ?? '');
      case 'shipping':
        return words.shipping(line.label ?? '');
      case 'shippingExclTax':
        return formatMessage({ id: 'totals.shippingExclTax', defaultMessage: 'Shipping (Excl. Tax)' });
      case 'shippingInclTax':
        return formatMessage({ id: 'totals.shippingInclTax', defaultMessage: 'Shipping (Incl. Tax)' });
      case 'tax':
        return line.label ?? '';
      case 'taxes':
        return formatMessage({ id: 'totals.tax', defaultMessage: 'Tax' });
      case 'grandTotalExclTax':
        return formatMessage({ id: 'totals.exclTax', defaultMessage: '{label} (Excl. Tax)' }, { label: words.grandTotal });
      case 'grandTotalInclTax':
        return formatMessage({ id: 'totals.inclTax', defaultMessage: '{label} (Incl. Tax)' }, { label: words.grandTotal });
      case 'grandTotal':
        return words.grandTotal;
    }
  };

  const all = totalsLines(totals, display);
  const lines = compact && all.length === 2 && all[0].kind === 'subtotal' && all[0].value === all[1].value ? all.slice(0, 1) : all;

  return (
    <dl className={classes.root}>
      {lines.map((line) => (
        <div
          key={line.key}
          className={line.kind === 'grandTotal' || line.kind === 'grandTotalInclTax' ? `${classes.line} ${classes.grandTotal}` : classes.line}
        >
          <dt>{labelOf(line)}</dt>
          <dd>
            <Price value={line.value} currencyCode={totals.currencyCode} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
