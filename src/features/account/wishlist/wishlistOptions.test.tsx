import type { Operation } from '@apollo/client/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell } from '../../../app/shell.testing';
import { addItemToCart } from '../../cart';
import { answerAddItemToCart } from '../../cart/cartEntryMock.testing';
import WishlistButton from './WishlistButton';
import WishlistPage from './WishlistPage';
import { createInitialUserState } from '../user/userSlice';

jest.mock('../../cart', () => jest.requireActual('../../cart/cartEntryMock.testing').cartEntryMock());

// Favourites of configurable products keep the options the shopper chose (issue 18, item 12).

const signedIn = { user: { ...createInitialUserState(), token: 'tok', isSignedIn: true } };

/** A signed-in shopper's heart, once its code has loaded and it can be pressed. */
const enabledHeart = () =>
  waitFor(() => {
    const button = screen.getByRole('button', { name: 'Add to Favorites' });
    expect(button).toBeEnabled();
    return button;
  });
const money = (value: number) => ({ __typename: 'Money', currency: 'USD', value });
const product = (typename: string, sku: string, name: string) => ({
  __typename: typename,
  uid: `uid-${sku}`,
  sku,
  name,
  url_key: sku.toLowerCase(),
  url_suffix: '.html',
  small_image: { __typename: 'ProductImage', url: `/media/${sku}.jpg`, label: name },
  price_range: { __typename: 'PriceRange', minimum_price: { __typename: 'ProductPrice', final_price: money(68) } }
});
const option = (label: string, value: string, valueUid: string) => ({
  __typename: 'SelectedConfigurableOption',
  configurable_product_option_uid: `opt-${label}`,
  configurable_product_option_value_uid: valueUid,
  option_label: label,
  value_label: value
});
const blackSmallDress = {
  __typename: 'ConfigurableWishlistItem',
  id: '21',
  quantity: 1,
  product: product('ConfigurableProduct', 'DRE-0001', 'Augusta Classic Dress'),
  configurable_options: [option('Color', 'Black', 'u-black'), option('Size', 'S', 'u-s')],
  configured_variant: {
    __typename: 'SimpleProduct',
    uid: 'v1',
    sku: 'DRE-0001-BLACK-S',
    small_image: { __typename: 'ProductImage', url: '/media/dress-black.jpg', label: 'Black dress' }
  }
};
const wishlistOf = (items: unknown[]) => ({
  data: {
    customer: {
      __typename: 'Customer',
      id: '1',
      wishlists: [{ __typename: 'Wishlist', id: '7', items_count: items.length, items_v2: { __typename: 'WishlistItems', items } }]
    }
  }
});

describe('favourites of configurable products', () => {
  it('the heart adds the chosen variant with its parent and option values, and then knows that variant is a favourite', async () => {
    let items: unknown[] = [];
    const { sent } = await renderShell(<WishlistButton sku="DRE-0001-BLACK-S" parentSku="DRE-0001" selectedOptions={['u-black', 'u-s']} />, {
      preloadedState: signedIn,
      responses: {
        GetWishlist: () => wishlistOf(items),
        AddProductToWishlist: () => {
          items = [blackSmallDress];
          return {
            data: {
              addProductsToWishlist: {
                __typename: 'AddProductsToWishlistOutput',
                user_errors: [],
                wishlist: { __typename: 'Wishlist', id: '7', items_count: 1 }
              }
            }
          };
        }
      }
    });
    const button = await enabledHeart();
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Remove from Favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(sent.find((operation: Operation) => operation.operationName === 'AddProductToWishlist')?.variables).toEqual({
      wishlistId: '7',
      items: [{ sku: 'DRE-0001-BLACK-S', parent_sku: 'DRE-0001', selected_options: ['u-black', 'u-s'], quantity: 1 }]
    });
  });

  it('another variant of the same product is not shown as a favourite', async () => {
    await renderShell(<WishlistButton sku="DRE-0001-RED-M" parentSku="DRE-0001" selectedOptions={['u-red', 'u-m']} />, {
      preloadedState: signedIn,
      responses: { GetWishlist: () => wishlistOf([blackSmallDress]) }
    });
    const button = await enabledHeart();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('the wishlist shows the chosen options and the variant’s picture, and puts exactly that variant in the cart', async () => {
    answerAddItemToCart(addItemToCart);
    const withoutOptions = {
      __typename: 'ConfigurableWishlistItem',
      id: '22',
      quantity: 1,
      product: product('ConfigurableProduct', 'DRE-0002', 'Sienna Maxi Dress'),
      configurable_options: [],
      configured_variant: null
    };
    await renderShell(<WishlistPage />, {
      preloadedState: signedIn,
      responses: { GetWishlist: () => wishlistOf([blackSmallDress, withoutOptions]) }
    });
    const dress = (await screen.findByRole('link', { name: 'Augusta Classic Dress' })).closest('li') as HTMLElement;
    expect(within(dress).getByText('Color:')).toBeInTheDocument();
    expect(within(dress).getByText('Black')).toBeInTheDocument();
    expect(within(dress).getByText('S')).toBeInTheDocument();
    expect(within(dress).getByRole('img')).toHaveAttribute('alt', 'Black dress');
    fireEvent.click(within(dress).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(addItemToCart).toHaveBeenCalledWith({ sku: 'DRE-0001', parentSku: 'DRE-0001', selectedOptions: ['u-black', 'u-s'], quantity: 1 })
    );

    // Saved without options: they are chosen on the product's page.
    const other = screen.getByRole('link', { name: 'Sienna Maxi Dress' }).closest('li') as HTMLElement;
    expect(within(other).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(within(other).getByRole('link', { name: 'Choose options for Sienna Maxi Dress' })).toHaveAttribute('href', '/dre-0002.html');
  });
});

describe('favourites with choices to make', () => {
  const simpleItem = (id: string, productFields: Record<string, unknown>) => ({
    __typename: 'SimpleWishlistItem',
    id,
    quantity: 1,
    product: productFields
  });
  const requiredField = { __typename: 'CustomizableFieldOption', uid: 'custom-option/1', required: true };
  const optionalArea = { __typename: 'CustomizableAreaOption', uid: 'custom-option/2', required: false };

  it('sends a bundle, a grouped set, links bought one by one and a required option to their page; the rest go in the cart', async () => {
    answerAddItemToCart(addItemToCart);
    const favourites = [
      simpleItem('31', { ...product('BundleProduct', 'BUNDLE-TEA-SET', 'Tea Time Set'), options: [] }),
      simpleItem('32', product('GroupedProduct', 'GROUPED-KITCHEN', 'Kitchen Starter Set')),
      simpleItem('33', { ...product('DownloadableProduct', 'DOWNLOAD-KNIT', 'Knitting Patterns'), links_purchased_separately: 1, options: [] }),
      simpleItem('34', { ...product('SimpleProduct', 'ENGRAVED-MUG', 'Engraved Mug'), options: [optionalArea, requiredField] }),
      simpleItem('35', { ...product('DownloadableProduct', 'DOWNLOAD-BOOK', 'Recipe Book'), links_purchased_separately: 0, options: [] }),
      simpleItem('36', { ...product('VirtualProduct', 'VIRTUAL-WRAP', 'Gift Wrap'), options: [optionalArea] })
    ];
    await renderShell(<WishlistPage />, { preloadedState: signedIn, responses: { GetWishlist: () => wishlistOf(favourites) } });
    const card = async (name: string) => (await screen.findByRole('link', { name })).closest('li') as HTMLElement;

    for (const [name, sku] of [
      ['Tea Time Set', 'bundle-tea-set'],
      ['Kitchen Starter Set', 'grouped-kitchen'],
      ['Knitting Patterns', 'download-knit'],
      ['Engraved Mug', 'engraved-mug']
    ]) {
      const favourite = await card(name);
      expect(within(favourite).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
      expect(within(favourite).getByRole('link', { name: `Choose options for ${name}` })).toHaveAttribute('href', `/${sku}.html`);
    }
    // Nothing to choose: straight into the cart.
    fireEvent.click(within(await card('Recipe Book')).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(addItemToCart).toHaveBeenCalledWith({ sku: 'DOWNLOAD-BOOK', quantity: 1 }));
    fireEvent.click(within(await card('Gift Wrap')).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(addItemToCart).toHaveBeenCalledWith({ sku: 'VIRTUAL-WRAP', quantity: 1 }));
  });
});
