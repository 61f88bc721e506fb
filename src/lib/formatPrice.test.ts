import { currencySymbol, formatPrice } from './formatPrice';

describe('formatPrice', () => {
  it('uses the symbols of the known currencies', () => {
    expect(formatPrice(12, 'USD')).toBe('$12.00');
    expect(formatPrice(12.5, 'GBP')).toBe('£12.50');
    expect(formatPrice(0.1 + 0.2, 'EUR')).toBe('€0.30');
  });

  it('groups thousands with commas and keeps a decimal point', () => {
    expect(formatPrice(1234567.891, 'USD')).toBe('$1,234,567.89');
    expect(formatPrice(999, 'USD')).toBe('$999.00');
    expect(formatPrice(-1500, 'USD')).toBe('-$1,500.00');
  });

  it('falls back to the currency code for an unknown currency and to USD without one', () => {
    expect(currencySymbol('JPY')).toBe('JPY');
    expect(formatPrice(5, 'JPY')).toBe('JPY5.00');
    expect(formatPrice(5)).toBe('$5.00');
  });
});
