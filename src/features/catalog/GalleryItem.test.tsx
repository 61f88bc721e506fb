import { screen } from '@testing-library/react';
import { productSummary, renderCatalog } from './catalog.testing';
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
