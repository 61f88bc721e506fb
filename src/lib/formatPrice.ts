const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', GBP: '£', EUR: '€' };

/** Default cart currency (§9). */
export const DEFAULT_CURRENCY_CODE = 'USD';

/** §3: USD $, GBP £, EUR €; any other currency shows its own code as the symbol. */
export function currencySymbol(currencyCode: string): string {
  return CURRENCY_SYMBOLS[currencyCode] ?? currencyCode;
}

/** Formats an amount as §3 says: symbol, decimal point, two decimals, commas between thousands. */
export function formatPrice(value: number, currencyCode: string = DEFAULT_CURRENCY_CODE): string {
  const sign = value < 0 ? '-' : '';
  const [whole, fraction] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${currencySymbol(currencyCode)}${grouped}.${fraction}`;
}
