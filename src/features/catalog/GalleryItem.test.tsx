import { screen } from '@testing-library/react';
import { storeConfigResponse } from '../storeView/storeView.testing';
import { priceRange, productSummary, renderCatalog } from './catalog.testing';
import type { ProductSummary } from './catalogTypes';
import GalleryItem from './GalleryItem';

jest.mock('../pageHead/usePageTitle', () => ({ usePageTitle: jest.fn() }));

async function show(typename: string) {
  await renderCatalog(
    <ul>
      <GalleryItem product={productSummary(1, { name: 'Thing', __typename: typename } as Partial<ProductSummary>)} />
    </ul>
  );
}

describe('GalleryItem action per product type', () => {
  it.each(['BundleProduct', 'GroupedProduct', 'DownloadableProduct', 'ConfigurableProduct'])('sends a %s to its page to choose', async (typename) => {
    await show(typename);
    expect(await screen.findByRole('link', { name: 'Choose options for Thing' })).toHaveAttribute('href', '/product-1.html');
    expect(screen.queryByRole('button', { name: 'Add Thing to cart' })).not.toBeInTheDocument();
  });

  it.each(['SimpleProduct', 'VirtualProduct'])('adds a %s from the grid', async (typename) => {
    await show(typename);
    expect(await screen.findByRole('button', { name: 'Add Thing to cart' })).toBeInTheDocument();
  });
});

const money = (value: number) => ({ value, currency: 'USD' as const });

/** A bundle whose configurations cost from `low` to `high`, or from `regularLow` to `regularHigh` before a discount. */
const bundle = (low: number, high: number, regularLow = low, regularHigh = high) =>
  productSummary(2, {
    __typename: 'BundleProduct',
    name: 'Tea set',
    price_range: {
      ...priceRange(regularLow, low),
      maximum_price: { __typename: 'ProductPrice', regular_price: money(regularHigh), final_price: money(high) }
    }
  } as Partial<ProductSummary>);
const grouped = productSummary(3, { __typename: 'GroupedProduct', name: 'Kitchen set', price_range: priceRange(12) } as Partial<ProductSummary>);
const tiered = productSummary(4, {
  name: 'Mug',
  price_range: priceRange(24),
  price_tiers: [{ final_price: money(21) }, { final_price: money(19.5) }]
} as Partial<ProductSummary>);

async function showIn(locale: 'en_US' | 'fr_FR', product: ProductSummary) {
  await renderCatalog(
    <ul>
      <GalleryItem product={product} />
    </ul>,
    { responses: { GetLocale: storeConfigResponse(locale, locale === 'fr_FR' ? 'fr' : 'default') } }
  );
}

/** The grid item's price paragraph, by its words. */
const priceText = async (text: string) =>
  (await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === text)).textContent;

describe('GalleryItem price as Magento lists it', () => {
  it.each([
    ['en_US', 'From $20.00 To $48.00'],
    ['fr_FR', 'De $20.00 à $48.00']
  ] as const)('gives a bundle its lowest and highest price (%s)', async (locale, text) => {
    await showIn(locale, bundle(20, 48));
    expect(await priceText(text)).toBe(text);
  });

  it('strikes through the regular prices of a discounted bundle beside its range, and names them', async () => {
    await showIn('en_US', bundle(16, 38.4, 20, 48));
    expect(await priceText('From $16.00 Regular price$20.00 To $38.40 Regular price$48.00')).toBeTruthy();
    const struck = screen.getAllByText((_, element) => element?.tagName === 'S');
    expect(struck.map((element) => element.textContent)).toEqual(['Regular price$20.00', 'Regular price$48.00']);
  });

  it('gives a bundle whose configurations all cost the same one price', async () => {
    await showIn('en_US', bundle(30, 30));
    expect(await priceText('$30.00')).toBe('$30.00');
    expect(screen.queryByText(/From/)).not.toBeInTheDocument();
  });

  it.each([
    ['en_US', 'Starting at $12.00'],
    ['fr_FR', 'À partir de $12.00']
  ] as const)('gives a grouped product the price of its cheapest part (%s)', async (locale, text) => {
    await showIn(locale, grouped);
    expect(await priceText(text)).toBe(text);
  });

  it.each([
    ['en_US', '$24.00 As low as $19.50'],
    ['fr_FR', '$24.00 Dès $19.50']
  ] as const)('adds the lowest tier price under the price (%s)', async (locale, text) => {
    await showIn(locale, tiered);
    expect(await priceText(text)).toBe(text);
  });

  it('says nothing of tier prices that are not below the price', async () => {
    await showIn(
      'en_US',
      productSummary(5, {
        price_range: priceRange(10),
        price_tiers: [{ final_price: money(10) }]
      } as Partial<ProductSummary>)
    );
    expect(await priceText('$10.00')).toBe('$10.00');
    expect(screen.queryByText(/As low as/)).not.toBeInTheDocument();
  });
});

describe('GalleryItem with customizable options', () => {
  const withOptions = (required: boolean, typename = 'SimpleProduct') =>
    productSummary(6, {
      __typename: typename,
      name: 'Engraved mug',
      options: [
        { __typename: 'CustomizableFieldOption', uid: 'o1', required: false },
        { __typename: 'CustomizableFieldOption', uid: 'o2', required }
      ]
    } as Partial<ProductSummary>);

  it.each(['SimpleProduct', 'VirtualProduct'])('sends a %s with a required option to its page', async (typename) => {
    await showIn('en_US', withOptions(true, typename));
    expect(await screen.findByRole('link', { name: 'Choose options for Engraved mug' })).toHaveAttribute('href', '/product-6.html');
    expect(screen.queryByRole('button', { name: /Add Engraved mug/ })).not.toBeInTheDocument();
  });

  it('says so in French', async () => {
    await showIn('fr_FR', withOptions(true));
    expect(await screen.findByRole('link', { name: 'Choisir les options de Engraved mug' })).toHaveTextContent('Choisir les options');
  });

  it('adds a product whose options are all optional from the grid', async () => {
    await showIn('en_US', withOptions(false));
    expect(await screen.findByRole('button', { name: 'Add Engraved mug to cart' })).toBeInTheDocument();
  });
});
