import { formatPrice } from '../../lib/formatPrice';

export interface PriceProps {
  value: number;
  currencyCode: string;
  className?: string;
}

/** An amount in its currency as §3 formats it (symbol, two decimals, thousands commas). */
export default function Price({ value, currencyCode, className }: PriceProps) {
  return <span className={className}>{formatPrice(value, currencyCode)}</span>;
}
