import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addItemToCart } from '../cart';
import { sendMessageToSW } from '../pwa';
import { answerAddItemToCart } from '../cart/cartEntryMock.testing';
import ProductPage from './ProductPage';
import { createInitialUserState } from '../account/user/userSlice';
import { PAGE_HEAD_ATTRIBUTE } from '../../lib/pageMarkers';
import { priceRange, productSummary, renderCatalog } from './catalog.testing';

jest.mock('../pageHead/usePageTitle', () => ({ usePageTitle: jest.fn() }));
jest.mock('../cart', () => jest.requireActual('../cart/cartEntryMock.testing').cartEntryMock());
jest.mock('../pwa', () => ({ ...jest.requireActual('../pwa'), sendMessageToSW: jest.fn() }));

const image = (name: string, position: number) => ({
  __typename: 'ProductImage',
  url: `http://shop.test/media/catalog/product/d/r/${name}.jpg`,
  label: name,
  position,
  disabled: false
});

const colour = { black: 'Y29sb3IvNTA=', blue: 'Y29sb3IvNTM=' };
const size = { s: 'c2l6ZS83MQ==', m: 'c2l6ZS83Mg==', l: 'c2l6ZS83Mw==' };

const variant = (sku: string, colourUid: string, sizeUid: string, stock = 'IN_STOCK', images = [image('dress-1', 1)]) => ({
  __typename: 'ConfigurableVariant',
  attributes: [
    { __typename: 'ConfigurableAttributeOption', code: 'color', uid: colourUid },
    { __typename: 'ConfigurableAttributeOption', code: 'size', uid: sizeUid }
  ],
  product: { __typename: 'SimpleProduct', uid: sku, sku, stock_status: stock, media_gallery: images, price_range: priceRange(100, 80) }
});

const dress = {
  __typename: 'ConfigurableProduct',
  uid: 'MQ==',
  name: 'Augusta Classic Dress',
  sku: 'DRE-0001',
  url_key: 'augusta-classic-dress',
  url_suffix: '.html',
  stock_status: 'IN_STOCK',
  meta_title: null,
  meta_description: 'A classic dress.',
  description: { __typename: 'ComplexTextValue', html: '<p>Made to last.</p><img src="x" alt="payload" onerror="window.xss = true">' },
  short_description: null,
  small_image: { __typename: 'ProductImage', url: image('dress-1', 1).url, label: null },
  // Out of order on purpose: the carousel sorts by position.
  media_gallery: [image('dress-2', 2), image('dress-1', 1), image('dress-3', 3)],
  price_range: priceRange(100, 80),
  categories: [
    { __typename: 'CategoryTree', uid: 'Mw==', name: 'Women', url_path: 'women', url_suffix: '.html', breadcrumbs: [] },
    {
      __typename: 'CategoryTree',
      uid: 'MTI=',
      name: 'Dresses',
      url_path: 'women/dresses',
      url_suffix: '.html',
      breadcrumbs: [{ __typename: 'Breadcrumb', category_uid: 'Mw==', category_name: 'Women', category_url_path: 'women', category_level: 2 }]
    }
  ],
  related_products: [{ ...productSummary(7, { name: 'Atlas Maxi Dress' }) }],
  configurable_options: [
    {
      __typename: 'ConfigurableProductOptions',
      uid: 'opt-size',
      attribute_code: 'size',
      label: 'Size',
      position: 1,
      values: [
        { __typename: 'ConfigurableProductOptionsValues', uid: size.s, label: 'S', swatch_data: { __typename: 'TextSwatchData', value: 'S' } },
        { __typename: 'ConfigurableProductOptionsValues', uid: size.m, label: 'M', swatch_data: { __typename: 'TextSwatchData', value: 'M' } },
        { __typename: 'ConfigurableProductOptionsValues', uid: size.l, label: 'L', swatch_data: { __typename: 'TextSwatchData', value: 'L' } }
      ]
    },
    {
      __typename: 'ConfigurableProductOptions',
      uid: 'opt-color',
      attribute_code: 'color',
      label: 'Color',
      position: 0,
      values: [
        {
          __typename: 'ConfigurableProductOptionsValues',
          uid: colour.black,
          label: 'Black',
          swatch_data: { __typename: 'ColorSwatchData', value: '#222222' }
        },
        {
          __typename: 'ConfigurableProductOptionsValues',
          uid: colour.blue,
          label: 'Blue',
          swatch_data: { __typename: 'ColorSwatchData', value: '#2e5c9a' }
        }
      ]
    }
  ],
  variants: [
    variant('DRE-0001-BLACK-S', colour.black, size.s),
    variant('DRE-0001-BLACK-M', colour.black, size.m, 'OUT_OF_STOCK'),
    // Blue has no size S at all, and its own images.
    variant('DRE-0001-BLUE-M', colour.blue, size.m, 'IN_STOCK', [image('dress-blue-1', 1), image('dress-blue-2', 2)]),
    variant('DRE-0001-BLUE-L', colour.blue, size.l, 'IN_STOCK', [image('dress-blue-1', 1), image('dress-blue-2', 2)])
  ]
};

const responses = {
  GetProductDetail: { data: { products: { __typename: 'Products', items: [dress] } } },
  // A configurable product without customizable options or tier prices: nothing more to choose.
  GetProductChoices: { data: { products: { __typename: 'Products', items: [{ ...dress, price_tiers: [], options: [] }] } } }
};

describe('ProductPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.mocked(sendMessageToSW).mockReset().mockRejectedValue(new Error('SW Not Registered'));
    jest.mocked(addItemToCart).mockReset();
    delete (window as unknown as { xss?: boolean }).xss;
  });

  afterEach(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('shows name, SKU, prices, stock, breadcrumbs, sanitised description, related products and structured data', async () => {
    const { container } = await renderCatalog(<ProductPage urlKey="augusta-classic-dress" />, { path: '/augusta-classic-dress.html', responses });
    expect(await screen.findByRole('heading', { level: 1, name: 'Augusta Classic Dress' })).toBeInTheDocument();
    expect(screen.getByText('SKU: DRE-0001')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getAllByText('$80.00').length).toBeGreaterThan(0);
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
    ).toEqual(['/', '/women.html', '/women/dresses.html']);
    // The description is sanitised once DOMPurify's chunk is in (the server sanitises a landing page's).
    expect(await screen.findByText('Made to last.')).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { xss?: boolean }).xss).toBeUndefined();
    expect(await screen.findByRole('link', { name: 'Atlas Maxi Dress' })).toHaveAttribute('href', '/product-7.html');
    // Related products sit far below the fold: their images wait, and leave the bandwidth to the main image.
    const related = screen.getByRole('list', { name: 'Related products' });
    const relatedImages = related.querySelectorAll('img');
    expect(relatedImages.length).toBeGreaterThan(0);
    for (const image of relatedImages) expect(image).toHaveAttribute('loading', 'lazy');
    const jsonLd = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Augusta Classic Dress',
      sku: 'DRE-0001',
      // A configurable product: one offer per orderable variant, from the lowest price to the highest.
      offers: { '@type': 'AggregateOffer', lowPrice: '80.00', highPrice: '80.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' }
    });
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/augusta-classic-dress.html');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'A classic dress.');
  });

  it("shows Magento's entities in the name, option and swatch labels, title data and head as the characters they stand for", async () => {
    // A head left by an earlier test would pass for the server's, which the first render keeps.
    document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
    const [sizes, colours] = dress.configurable_options;
    const encoded = {
      ...dress,
      name: 'Augusta&reg; Classic Dress',
      meta_description: 'A &lt;b&gt;classic&lt;/b&gt; dress &amp;amp; more',
      configurable_options: [
        {
          ...sizes,
          label: 'Fit &amp; Size',
          values: [{ ...sizes.values[0], label: '&frac14; zip', swatch_data: { __typename: 'TextSwatchData', value: '&frac14; zip' } }]
        },
        { ...colours, values: [{ ...colours.values[0], label: 'Heather&trade; Black' }, colours.values[1]] }
      ],
      variants: [variant('DRE-0001-BLACK-S', colour.black, size.s)]
    };
    await renderCatalog(<ProductPage urlKey="augusta-classic-dress" />, {
      responses: {
        GetProductDetail: { data: { products: { __typename: 'Products', items: [encoded] } } },
        GetProductChoices: { data: { products: { __typename: 'Products', items: [{ ...encoded, price_tiers: [], options: [] }] } } }
      }
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Augusta® Classic Dress' })).toBeInTheDocument();
    const sizeGroup = screen.getByRole('group', { name: 'Fit & Size' });
    expect(within(sizeGroup).getByRole('button', { name: '¼ zip' })).toHaveTextContent('¼ zip');
    expect(within(screen.getByRole('group', { name: 'Color' })).getByRole('button', { name: 'Heather™ Black' })).toBeInTheDocument();
    const jsonLd = () => JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    await waitFor(() => expect(jsonLd()).toMatchObject({ '@type': 'Product', name: 'Augusta® Classic Dress' }));
    // A text meta description is the shopper's text: its markup is not stripped and its "&amp;" not decoded twice.
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'A <b>classic</b> dress &amp; more');
  });

  it('shows the images by position with thumbnails and asks the worker to prefetch the others', async () => {
    // A worker controls the page (a return visit): only then is it asked.
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
    await renderCatalog(<ProductPage urlKey="augusta-classic-dress" />, { responses });
    const carousel = await screen.findByRole('region', { name: 'Product images' });
    const main = within(carousel).getAllByRole('img', { name: 'dress-1' })[0];
    expect(main.getAttribute('src')).toContain('/media/catalog/product/d/r/dress-1.jpg');
    expect(main).toHaveAttribute('loading', 'eager');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Show image 3 of 3' }));
    expect(within(carousel).getByRole('img', { name: 'dress-3' })).toBeInTheDocument();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next image' }));
    expect(within(carousel).getByRole('img', { name: 'dress-1' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sendMessageToSW).toHaveBeenCalled());
    const [type, payload] = jest.mocked(sendMessageToSW).mock.calls[0];
    expect(type).toBe('PREFETCH_IMAGES');
    expect((payload as { urls: string[] }).urls.map((url) => url.split('?')[0])).toEqual([
      '/media/catalog/product/d/r/dress-2.jpg',
      '/media/catalog/product/d/r/dress-3.jpg'
    ]);
  });

  it('asks no worker to prefetch where none controls the page (a first visit)', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
    await renderCatalog(<ProductPage urlKey="augusta-classic-dress" />, { responses });
    await screen.findByRole('region', { name: 'Product images' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sendMessageToSW).not.toHaveBeenCalled();
  });

  it('disables sizes that do not exist or are sold out in the chosen colour, and the image follows the colour', async () => {
    await renderCatalog(<ProductPage urlKey="augusta-classic-dress" />, { responses });
    const colourGroup = await screen.findByRole('group', { name: 'Color' });
    const sizeGroup = screen.getByRole('group', { name: 'Size' });
    // Before a colour is chosen every size that exists in stock somewhere is available.
    expect(within(sizeGroup).getByRole('button', { name: 'S' })).toBeEnabled();
    expect(within(sizeGroup).getByRole('button', { name: 'M' })).toBeEnabled();

    await userEvent.click(within(colourGroup).getByRole('button', { name: 'Blue' }));
    expect(within(colourGroup).getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(sizeGroup).getByRole('button', { name: 'S (unavailable)' })).toBeDisabled();
    expect(within(sizeGroup).getByRole('button', { name: 'M' })).toBeEnabled();
    expect(within(screen.getByRole('region', { name: 'Product images' })).getAllByRole('img', { name: 'dress-blue-1' }).length).toBeGreaterThan(0);

    await userEvent.click(within(colourGroup).getByRole('button', { name: 'Black' }));
    expect(within(sizeGroup).getByRole('button', { name: 'M (unavailable)' })).toBeDisabled();
    expect(within(sizeGroup).getByRole('button', { name: 'S' })).toBeEnabled();
    expect(within(sizeGroup).getByRole('button', { name: 'L (unavailable)' })).toBeDisabled();

    await userEvent.click(within(sizeGroup).getByRole('button', { name: 'S' }));
    // With size S chosen, blue is not possible.
    expect(within(colourGroup).getByRole('button', { name: 'Blue (unavailable)' })).toBeDisabled();
    expect(screen.getByText('SKU: DRE-0001-BLACK-S')).toBeInTheDocument();
  });

  it('asks for missing options, then adds the chosen variant with its quantity and confirms', async () => {
    answerAddItemToCart(addItemToCart);
    await renderCatalog(<ProductPage urlKey="augusta-classic-dress" />, { responses });
    const addButton = await screen.findByRole('button', { name: 'Add to Cart' });
    await userEvent.click(addButton);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a color.');
    expect(addItemToCart).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Blue' }));
    await userEvent.click(addButton);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a size.');

    await userEvent.click(screen.getByRole('button', { name: 'L' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(addButton);
    expect(addItemToCart).toHaveBeenCalledWith({
      sku: 'DRE-0001',
      parentSku: 'DRE-0001',
      quantity: 2,
      selectedOptions: [colour.blue, size.l],
      product: { name: 'Augusta Classic Dress' }
    });
    expect(await screen.findByText('You added Augusta Classic Dress to your cart.')).toBeInTheDocument();
  });

  it('makes the chosen variant a favourite, with its parent and option values', async () => {
    const user = { ...createInitialUserState(), token: 'tok', isSignedIn: true };
    const wishlist = { __typename: 'Wishlist', id: '7', items_count: 0, items_v2: { __typename: 'WishlistItems', items: [] } };
    const { sent } = await renderCatalog(<ProductPage urlKey="augusta-classic-dress" />, {
      responses: {
        ...responses,
        GetWishlist: { data: { customer: { __typename: 'Customer', id: '1', wishlists: [wishlist] } } },
        AddProductToWishlist: {
          data: {
            addProductsToWishlist: {
              __typename: 'AddProductsToWishlistOutput',
              user_errors: [],
              wishlist: { __typename: 'Wishlist', id: '7', items_count: 1 }
            }
          }
        }
      },
      preloadedState: { user }
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Blue' }));
    await userEvent.click(screen.getByRole('button', { name: 'L' }));
    const heart = screen.getByRole('button', { name: 'Add to Favorites' });
    await waitFor(() => expect(heart).toBeEnabled());
    await userEvent.click(heart);
    await waitFor(() =>
      expect(sent.find((operation) => operation.operationName === 'AddProductToWishlist')?.variables).toEqual({
        wishlistId: '7',
        items: [{ sku: 'DRE-0001-BLUE-L', parent_sku: 'DRE-0001', selected_options: [colour.blue, size.l], quantity: 1 }]
      })
    );
  });

  it('shows the busy state while adding and the error message when adding fails', async () => {
    let reject: (error: Error) => void = () => undefined;
    jest.mocked(addItemToCart).mockImplementation(() => (() => new Promise<void>((_resolve, fail) => (reject = fail))) as never);
    await renderCatalog(<ProductPage urlKey="augusta-classic-dress" />, { responses });
    await userEvent.click(await screen.findByRole('button', { name: 'Black' }));
    await userEvent.click(screen.getByRole('button', { name: 'S' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const busy = screen.getByRole('button', { name: 'Adding…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    reject(new Error('The requested qty is not available'));
    expect(await screen.findByText('The requested qty is not available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('adds a simple product from a grid item straight to the cart', async () => {
    answerAddItemToCart(addItemToCart);
    await renderCatalog(<ProductPage urlKey="augusta-classic-dress" />, { responses });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Atlas Maxi Dress to cart' }));
    expect(addItemToCart).toHaveBeenCalledWith({ sku: 'SKU-7', quantity: 1, product: { name: 'Atlas Maxi Dress' } });
    expect(await screen.findByText('You added Atlas Maxi Dress to your cart.')).toBeInTheDocument();
  });

  it("holds the related products' place with card placeholders until the shopper scrolls near them", async () => {
    const original = window.IntersectionObserver;
    const callbacks: IntersectionObserverCallback[] = [];
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      callbacks.push(callback);
      return { observe: () => undefined, disconnect: () => undefined } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;
    try {
      await renderCatalog(<ProductPage urlKey="augusta-classic-dress" />, { responses });
      const related = await screen.findByRole('region', { name: 'Related products' });
      expect(within(related).getByRole('list', { name: 'Related products' })).toHaveAttribute('aria-busy', 'true');
      expect(within(related).queryByRole('link')).not.toBeInTheDocument();
      act(() => callbacks.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)));
      expect(await within(related).findByRole('link', { name: 'Atlas Maxi Dress' })).toHaveAttribute('href', '/product-7.html');
      expect(within(related).getByRole('list', { name: 'Related products' })).not.toHaveAttribute('aria-busy');
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('shows the not-found message for an unknown product', async () => {
    await renderCatalog(<ProductPage urlKey="nothing" />, {
      responses: { GetProductDetail: { data: { products: { __typename: 'Products', items: [] } } } }
    });
    expect(await screen.findByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeInTheDocument();
  });
});
