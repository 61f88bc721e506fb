import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import frMessages from '../../../i18n/fr_FR.json';
import TotalsLines, { type TotalsWords } from './TotalsLines';
import { DEFAULT_TAX_DISPLAY, taxDisplayOf, type TaxDisplay, type Totals } from './totals';

/** A cart of €127.48 with French VAT inside, no discount, flat rate €4.60: the fr sample shop's figures. */
const VAT_INCLUDED: Totals = {
  currencyCode: 'EUR',
  subtotalExclTax: 106.23,
  subtotalInclTax: 127.48,
  discounts: [],
  shipping: { label: 'Flat Rate - Fixed', value: 4.6 },
  taxes: [{ label: 'TVA (20 %)', value: 21.25 }],
  grandTotal: 132.08,
  grandTotalExclTax: 110.83
};

/** $554.28 with two discounts, flat rate and two taxes added on top. */
const TAX_ADDED: Totals = {
  currencyCode: 'USD',
  subtotalExclTax: 554.28,
  subtotalInclTax: 588.44,
  discounts: [
    { label: '5% off orders of $500 or more', value: 27.71 },
    { label: '10% off your order', value: 55.43 }
  ],
  shipping: { label: 'Flat Rate - Fixed', value: 20 },
  taxes: [
    { label: 'CA Sales Tax (6%)', value: 28.27 },
    { label: 'County (1.25%)', value: 5.89 }
  ],
  grandTotal: 525.3,
  grandTotalExclTax: 491.14
};

/** One bag ($138.57) to California with taxed shipping: $5.00 flat rate, $0.36 of tax on it (the backend's figures). */
const SHIPPING_TAXED: Totals = {
  currencyCode: 'USD',
  subtotalExclTax: 138.57,
  subtotalInclTax: 148.62,
  discounts: [],
  shipping: { label: 'Flat Rate - Fixed', value: 5, inclTax: 5.36 },
  taxes: [{ label: 'CA Sales Tax (7.25%)', value: 10.41 }],
  grandTotal: 153.98,
  grandTotalExclTax: 143.57
};

/** The same bag in the fr store view (€127.48, shipping €4.60 with €0.31 of Californian tax inside). */
const SHIPPING_TAX_INSIDE: Totals = {
  currencyCode: 'EUR',
  subtotalExclTax: 118.86,
  subtotalInclTax: 127.48,
  discounts: [],
  shipping: { label: 'Flat Rate - Fixed', value: 4.29, inclTax: 4.6 },
  taxes: [{ label: 'Taxe de vente Californie (7,25 %)', value: 8.93 }],
  grandTotal: 132.08,
  grandTotalExclTax: 123.15
};

const WORDS: TotalsWords = { grandTotal: 'Order Total', shipping: (method) => `Shipping (${method})` };

function linesOf(totals: Totals, display: TaxDisplay, { locale = 'en-US', compact = false, words = WORDS } = {}) {
  const { container } = render(
    <IntlProvider locale={locale} defaultLocale="en-US" messages={locale === 'fr-FR' ? frMessages : undefined}>
      <TotalsLines totals={totals} display={display} words={words} compact={compact} />
    </IntlProvider>
  );
  const cells = [...container.querySelectorAll('dt, dd')].map((cell) => cell.textContent);
  const lines: string[] = [];
  for (let i = 0; i < cells.length; i += 2) lines.push(`${cells[i]} = ${cells[i + 1]}`);
  return lines;
}

describe('TotalsLines', () => {
  it("shows Magento's default summary: subtotal without tax, each discount, shipping, one Tax line summing the taxes, the total", () => {
    expect(linesOf(TAX_ADDED, DEFAULT_TAX_DISPLAY)).toEqual([
      'Subtotal = $554.28',
      '5% off orders of $500 or more = -$27.71',
      '10% off your order = -$55.43',
      'Shipping (Flat Rate - Fixed) = $20.00',
      'Tax = $34.16',
      'Order Total = $525.30'
    ]);
  });

  it('names each tax in a full summary, and shows both subtotals when the store view says both', () => {
    expect(linesOf(TAX_ADDED, taxDisplayOf({ subtotal: 3, fullSummary: true }))).toEqual([
      'Subtotal (Excl. Tax) = $554.28',
      'Subtotal (Incl. Tax) = $588.44',
      '5% off orders of $500 or more = -$27.71',
      '10% off your order = -$55.43',
      'Shipping (Flat Rate - Fixed) = $20.00',
      'CA Sales Tax (6%) = $28.27',
      'County (1.25%) = $5.89',
      'Order Total = $525.30'
    ]);
  });

  it('shows a French shop as configured: subtotal including VAT, the total without tax, the VAT with its label, the total with it', () => {
    const display = taxDisplayOf({ subtotal: 2, price: 2, grandTotal: true, fullSummary: true });
    expect(linesOf(VAT_INCLUDED, display, { locale: 'fr-FR', words: { grandTotal: 'Total', shipping: () => 'Livraison' } })).toEqual([
      'Sous-total = €127.48',
      'Livraison = €4.60',
      'Total HT = €110.83',
      'TVA (20 %) = €21.25',
      'Total TTC = €132.08'
    ]);
  });

  it('shows no tax line when none applies, unless the store view shows a zero tax', () => {
    const untaxed = { ...TAX_ADDED, discounts: [], shipping: null, taxes: [], grandTotal: 554.28 };
    expect(linesOf(untaxed, DEFAULT_TAX_DISPLAY)).toEqual(['Subtotal = $554.28', 'Order Total = $554.28']);
    expect(linesOf(untaxed, taxDisplayOf({ zeroTax: true }))).toEqual(['Subtotal = $554.28', 'Tax = $0.00', 'Order Total = $554.28']);
  });

  it('in its compact form leaves out a total that only repeats the subtotal, never one that differs', () => {
    const untaxed = { ...TAX_ADDED, discounts: [], shipping: null, taxes: [], grandTotal: 554.28 };
    expect(linesOf(untaxed, DEFAULT_TAX_DISPLAY, { compact: true })).toEqual(['Subtotal = $554.28']);
    expect(
      linesOf({ ...untaxed, discounts: [{ label: '10% off', value: 55.43 }], grandTotal: 498.85 }, DEFAULT_TAX_DISPLAY, { compact: true })
    ).toEqual(['Subtotal = $554.28', '10% off = -$55.43', 'Order Total = $498.85']);
  });

  describe('shipping as the store view shows it (Magento tax/cart_display/shipping)', () => {
    it('1: without tax, under the method name', () => {
      expect(linesOf(SHIPPING_TAXED, taxDisplayOf({ shipping: 1, fullSummary: true }))).toEqual([
        'Subtotal = $138.57',
        'Shipping (Flat Rate - Fixed) = $5.00',
        'CA Sales Tax (7.25%) = $10.41',
        'Order Total = $153.98'
      ]);
    });

    it('2: with tax, under the method name', () => {
      expect(linesOf(SHIPPING_TAXED, taxDisplayOf({ shipping: 2, fullSummary: true }))).toEqual([
        'Subtotal = $138.57',
        'Shipping (Flat Rate - Fixed) = $5.36',
        'CA Sales Tax (7.25%) = $10.41',
        'Order Total = $153.98'
      ]);
    });

    it('3: both, named as Magento names them', () => {
      expect(linesOf(SHIPPING_TAXED, taxDisplayOf({ shipping: 3, fullSummary: true }))).toEqual([
        'Subtotal = $138.57',
        'Shipping (Excl. Tax) = $5.00',
        'Shipping (Incl. Tax) = $5.36',
        'CA Sales Tax (7.25%) = $10.41',
        'Order Total = $153.98'
      ]);
    });

    it('in French, both with the tax inside: HT and TTC', () => {
      const display = taxDisplayOf({ subtotal: 2, shipping: 3, grandTotal: true, fullSummary: true });
      expect(linesOf(SHIPPING_TAX_INSIDE, display, { locale: 'fr-FR', words: { grandTotal: 'Total', shipping: () => 'Livraison' } })).toEqual([
        'Sous-total = €127.48',
        'Livraison HT = €4.29',
        'Livraison TTC = €4.60',
        'Total HT = €123.15',
        'Taxe de vente Californie (7,25 %) = €8.93',
        'Total TTC = €132.08'
      ]);
    });

    it('shows the figure without tax when the backend gives none with it', () => {
      const untold = { ...SHIPPING_TAXED, shipping: { label: 'Flat Rate - Fixed', value: 5 } };
      expect(linesOf(untold, taxDisplayOf({ shipping: 2 }))).toContain('Shipping (Flat Rate - Fixed) = $5.00');
    });
  });
});
