import { useIntl } from 'react-intl';
import Price from '../Price/Price';

/** One figure of a price: without tax or with it when a store view shows both (Magento's display setting 3). */
export interface TaxedAmount {
  value: number;
  currency: string | null;
  tax?: 'excl' | 'incl';
}

/**
 * A price as the store view shows it: one figure, or, where it shows both, the one without tax then the one with it,
 * each named ("Excl. Tax" / "Incl. Tax", as Magento's cart).
 */
export default function TaxedPrice({ amounts, currencyCode }: { amounts: TaxedAmount[]; currencyCode: string }) {
  const { formatMessage } = useIntl();
  return (
    <>
      {amounts.map((amount) => (
        <span key={amount.tax ?? 'one'}>
          {amount.tax === 'excl' ? `${formatMessage({ id: 'price.exclTax', defaultMessage: 'Excl. Tax:' })} ` : null}
          {amount.tax === 'incl' ? `${formatMessage({ id: 'price.inclTax', defaultMessage: 'Incl. Tax:' })} ` : null}
          <Price value={amount.value} currencyCode={amount.currency || currencyCode} />
        </span>
      ))}
    </>
  );
}
