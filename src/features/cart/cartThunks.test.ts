import { ApolloError } from '@apollo/client/core';
import { isOfflineError, OfflineError } from '../../lib/offline';
import { BrowserStorage, cartIdKey, readCartId, saveCartId } from '../../lib/storage';
import { createTestStore } from '../../app/store.testing';
import type { RootState } from '../../store/rootState';
import { createInitialUserState } from '../account/user/userSlice';
import { openMiniCart } from './miniCartActions';
import { isInvalidCartError, toShopperError } from './cartErrors';
import { applyCoupon, removeCoupon } from './cartCouponThunks';
import { createCart, getCartDetails } from './cartCreationThunks';
import { removeItemFromCart, updateItemInCart } from './cartItemEditThunks';
import { addItemToCart, QTY_NOT_AVAILABLE } from './cartItemThunks';
import { mergeGuestCartAfterSignIn } from './cartMergeThunks';
import { loadSavedCart } from './cartSessionThunks';
import { watchSavedCartId } from './savedCart';
import { removeCart } from './removeCart';
import {
  cartDetails,
  cartState,
  configurableItem,
  detailsAnswer,
  fakeApollo,
  graphQLError,
  networkError,
  offlineError,
  simpleItem,
  type FakeHandler
} from './cart.testing';

const storage = () => new BrowserStorage(window.localStorage);
const signedInUser = (): RootState['user'] => ({ ...createInitialUserState(), token: 'tok', isSignedIn: true });

function setup(handlers: Record<string, FakeHandler | FakeHandler[]>, preloaded: Partial<RootState> = {}) {
  const fake = fakeApollo(handlers);
  const { store, extra } = createTestStore({ apollo: fake.apollo }, preloaded);
  return { ...fake, store, extra, cart: () => store.getState().cart };
}

const created = (id: string) => () => ({ cartId: id });
const added = () => ({ addProductsToCart: { cart: { id: 'x', total_quantity: 1 }, user_errors: [] } });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('createCart (§4 cart creation)', () => {
  it('does nothing when a cart id is already in state', async () => {
    const { store, names } = setup({}, { cart: cartState({ cartId: 'in-state' }) });
    const before = store.getState().cart;
    await store.dispatch(createCart());
    expect(names()).toEqual([]);
    expect(store.getState().cart).toBe(before);
  });

  it('reuses the saved cart id of this store view without asking the backend', async () => {
    saveCartId(storage(), 'default', 'saved-cart');
    const { store, names, cart } = setup({});
    await store.dispatch(createCart());
    expect(names()).toEqual([]);
    expect(cart().cartId).toBe('saved-cart');
  });

  it('otherwise creates an empty cart and saves its id for this store view', async () => {
    storage().setItem('store_view_code', 'fr');
    const { store, names, cart } = setup({ CreateCart: created('new-cart') });
    await store.dispatch(createCart());
    expect(names()).toEqual(['CreateCart']);
    expect(cart().cartId).toBe('new-cart');
    expect(readCartId(storage(), 'fr')).toBe('new-cart');
    expect(readCartId(storage(), 'default')).toBeUndefined();
  });

  it("fails with 'Unable to create cart' and resets the cart state (a stored, not unhandled, error)", async () => {
    const { store, cart } = setup({ CreateCart: networkError() }, { cart: { ...cartState({ cartId: null }), isAddingItem: true } });
    await expect(store.dispatch(createCart())).rejects.toThrow(new Error('Unable to create cart'));
    expect(cart()).toMatchObject({ cartId: null, details: {}, isAddingItem: false, isLoading: false });
    expect((cart().getCartError as Error).message).toBe('Unable to create cart');
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });

  it('creates one cart when two flows need one at the same time', async () => {
    const { store, names } = setup({ CreateCart: created('only-cart'), AddProductToCart: added, GetCartDetails: detailsAnswer(cartDetails()) });
    await Promise.all([store.dispatch(addItemToCart({ sku: 'A', quantity: 1 })), store.dispatch(addItemToCart({ sku: 'B', quantity: 1 }))]);
    expect(names().filter((name) => name === 'CreateCart')).toHaveLength(1);
  });
});

describe('addItemToCart', () => {
  it('creates the cart, adds, then loads the details, in that order', async () => {
    const details = cartDetails();
    const { store, calls, cart } = setup({ CreateCart: created('c1'), AddProductToCart: added, GetCartDetails: detailsAnswer(details) });
    await store.dispatch(addItemToCart({ sku: 'BAG-0091', quantity: 2 }));
    expect(calls).toEqual([
      ['CreateCart', {}],
      ['AddProductToCart', { cartId: 'c1', cartItems: [{ sku: 'BAG-0091', quantity: 2 }] }],
      ['GetCartDetails', { cartId: 'c1' }]
    ]);
    expect(cart()).toMatchObject({ cartId: 'c1', isAddingItem: false, addItemError: null, details });
  });

  it('sends a configurable product with its parent sku and chosen option values', async () => {
    const { store, calls } = setup({ AddProductToCart: added, GetCartDetails: detailsAnswer(cartDetails()) }, { cart: cartState() });
    await store.dispatch(addItemToCart({ sku: 'DRE-0001', parentSku: 'DRE-0001', selectedOptions: ['u1', 'u2'], quantity: 1 }));
    expect(calls[0]).toEqual([
      'AddProductToCart',
      { cartId: 'cart-1', cartItems: [{ sku: 'DRE-0001', parent_sku: 'DRE-0001', selected_options: ['u1', 'u2'], quantity: 1 }] }
    ]);
  });

  it('rejects with the backend user error as a readable Error, stored in addItemError', async () => {
    const { store, cart } = setup(
      {
        AddProductToCart: () => ({
          addProductsToCart: { cart: { id: 'cart-1' }, user_errors: [{ code: 'INSUFFICIENT_STOCK', message: QTY_NOT_AVAILABLE }] }
        })
      },
      { cart: cartState() }
    );
    const outcome = store.dispatch(addItemToCart({ sku: 'BAG-0091', quantity: 999 }));
    await expect(outcome).rejects.toBeInstanceOf(Error);
    await expect(outcome).rejects.toThrow(QTY_NOT_AVAILABLE);
    expect((cart().addItemError as Error).message).toBe(QTY_NOT_AVAILABLE);
    expect(cart().isAddingItem).toBe(false);
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });

  it("rejects with 'Unable to create cart' when no cart can be made", async () => {
    const { store } = setup({ CreateCart: graphQLError('Internal error') });
    await expect(store.dispatch(addItemToCart({ sku: 'A', quantity: 1 }))).rejects.toThrow('Unable to create cart');
  });

  it('recovers an invalid cart: clears it, creates a new one, retries once with the new id', async () => {
    saveCartId(storage(), 'default', 'dead');
    const { store, calls, cart } = setup(
      {
        AddProductToCart: [graphQLError('Could not find a cart with ID "dead"'), added],
        CreateCart: created('fresh'),
        GetCartDetails: detailsAnswer(cartDetails())
      },
      { cart: cartState({ cartId: 'dead' }) }
    );
    await store.dispatch(addItemToCart({ sku: 'BAG-0091', quantity: 1 }));
    expect(calls.map(([name, variables]) => `${name}:${variables.cartId ?? ''}`)).toEqual([
      'AddProductToCart:dead',
      'CreateCart:',
      'AddProductToCart:fresh',
      'GetCartDetails:fresh'
    ]);
    expect(cart()).toMatchObject({ cartId: 'fresh', addItemError: null });
    expect(readCartId(storage(), 'default')).toBe('fresh');
  });

  it.each(["The cart isn't active.", 'The current user cannot perform operations on cart "x"'])('treats "%s" as an invalid cart', async (message) => {
    const { store, names } = setup(
      { AddProductToCart: [graphQLError(message), added], CreateCart: created('fresh'), GetCartDetails: detailsAnswer(cartDetails()) },
      { cart: cartState() }
    );
    await store.dispatch(addItemToCart({ sku: 'A', quantity: 1 }));
    expect(names()).toEqual(['AddProductToCart', 'CreateCart', 'AddProductToCart', 'GetCartDetails']);
  });

  it('retries only once and then ends silently', async () => {
    const { store, names, cart } = setup(
      { AddProductToCart: graphQLError('Could not find a cart with ID "x"'), CreateCart: created('fresh') },
      { cart: cartState() }
    );
    await expect(store.dispatch(addItemToCart({ sku: 'A', quantity: 1 }))).resolves.toBeUndefined();
    expect(names()).toEqual(['AddProductToCart', 'CreateCart', 'AddProductToCart']);
    expect(cart()).toMatchObject({ cartId: 'fresh', addItemError: null, isAddingItem: false });
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });

  it('ends silently when no new cart can be made during recovery', async () => {
    const { store, names } = setup(
      { AddProductToCart: graphQLError('Could not find a cart with ID "x"'), CreateCart: networkError() },
      { cart: cartState() }
    );
    await expect(store.dispatch(addItemToCart({ sku: 'A', quantity: 1 }))).resolves.toBeUndefined();
    expect(names()).toEqual(['AddProductToCart', 'CreateCart']);
  });

  it('does not recover from a network error, even one mentioning the cart (it only checks whether the add happened)', async () => {
    const { store, names, cart } = setup(
      { AddProductToCart: networkError('Could not find a cart'), GetCartDetails: networkError() },
      { cart: cartState() }
    );
    await expect(store.dispatch(addItemToCart({ sku: 'A', quantity: 1 }))).rejects.toThrow('Could not find a cart');
    expect(names()).toEqual(['AddProductToCart', 'GetCartDetails']);
    expect(cart().cartId).toBe('cart-1');
  });

  it('does not send an add again when its answer was lost but the cart shows it happened', async () => {
    const before = cartDetails([simpleItem({ quantity: 2 })]);
    const after = cartDetails([simpleItem({ quantity: 3 })]);
    const { store, names, cart } = setup(
      { AddProductToCart: networkError(), GetCartDetails: detailsAnswer(after) },
      { cart: cartState({ details: before }) }
    );
    await expect(store.dispatch(addItemToCart({ sku: 'BAG-0091', quantity: 1 }))).resolves.toBeUndefined();
    expect(names()).toEqual(['AddProductToCart', 'GetCartDetails', 'GetCartDetails']);
    expect(cart().details.total_quantity).toBe(3);
  });

  it('sends an add once more when its answer was lost and the cart does not show it', async () => {
    const unchanged = cartDetails([simpleItem({ quantity: 2 })]);
    const { store, names } = setup(
      {
        AddProductToCart: [networkError(), added],
        GetCartDetails: [detailsAnswer(unchanged), detailsAnswer(cartDetails([simpleItem({ quantity: 3 })]))]
      },
      { cart: cartState({ details: unchanged }) }
    );
    await expect(store.dispatch(addItemToCart({ sku: 'BAG-0091', quantity: 1 }))).resolves.toBeUndefined();
    expect(names()).toEqual(['AddProductToCart', 'GetCartDetails', 'AddProductToCart', 'GetCartDetails']);
  });

  it('does not check or resend when the browser was offline (nothing was sent)', async () => {
    const { store, names } = setup({ AddProductToCart: offlineError() }, { cart: cartState() });
    await expect(store.dispatch(addItemToCart({ sku: 'BAG-0091', quantity: 1 }))).rejects.toThrow('You are offline.');
    expect(names()).toEqual(['AddProductToCart']);
  });

  it('signs a signed-in shopper out with the whole sequence before recovering (§6)', async () => {
    const store0 = storage();
    store0.setItem('signin_token', 'tok', 3600);
    store0.setItem('shipping_address', { firstname: 'Previous', street: ['1 Secret Way'] });
    store0.setItem('billing_address', { firstname: 'Previous' });
    window.sessionStorage.setItem('checkout.draft.shippingAddress', JSON.stringify({ street: '1 Secret Way' }));
    saveCartId(store0, 'default', 'customer-cart');
    let tokenWhenRevoking: unknown = 'not asked';
    let tokenWhenCreating: unknown = 'not asked';
    const { store, names, cart, apollo } = setup(
      {
        AddProductToCart: [graphQLError('The current user cannot perform operations on cart "customer-cart"'), added],
        RevokeCustomerToken: () => {
          tokenWhenRevoking = storage().getItem('signin_token');
          return { revokeCustomerToken: { result: true } };
        },
        CreateCart: () => {
          tokenWhenCreating = storage().getItem('signin_token');
          return { cartId: 'guest-cart' };
        },
        GetCartDetails: detailsAnswer(cartDetails())
      },
      { cart: cartState({ cartId: 'customer-cart' }), user: { ...signedInUser(), currentUser: { email: 'a@b.co', firstname: 'Ada', lastname: 'L' } } }
    );
    const seen: string[] = [];
    store.subscribe(() => seen.push(String(store.getState().cart.cartId)));
    await store.dispatch(addItemToCart({ sku: 'A', quantity: 1 }));
    // The stored token is cleared first (a hung revocation leaves none behind); the revocation names it itself.
    expect(tokenWhenRevoking).toBeUndefined();
    const revocation = (apollo.mutate as jest.Mock).mock.calls.find(
      ([options]) => options.mutation.definitions[0].name.value === 'RevokeCustomerToken'
    );
    expect(revocation?.[0].context).toEqual({ headers: { authorization: 'Bearer tok' } });
    expect(tokenWhenCreating).toBeUndefined();
    expect(names()).toEqual(['AddProductToCart', 'RevokeCustomerToken', 'CreateCart', 'AddProductToCart', 'GetCartDetails']);
    expect(store.getState().user).toMatchObject({ isSignedIn: false, token: null, currentUser: { email: '', firstname: '' } });
    expect(storage().getItem('shipping_address')).toBeUndefined();
    expect(storage().getItem('billing_address')).toBeUndefined();
    expect(window.sessionStorage.getItem('checkout.draft.shippingAddress')).toBeNull();
    expect(cart().cartId).toBe('guest-cart');
    expect(seen).toContain('null');
  });
});

describe('getCartDetails', () => {
  it('does nothing without a cart id', async () => {
    const { store, names } = setup({});
    await store.dispatch(getCartDetails());
    expect(names()).toEqual([]);
  });

  it('stores the details (items under itemsV2 flattened) and clears the loading flag', async () => {
    const details = cartDetails([simpleItem(), configurableItem()]);
    const { store, cart } = setup({ GetCartDetails: detailsAnswer(details) }, { cart: cartState({ details: {} }) });
    const pending = store.dispatch(getCartDetails());
    expect(cart().isLoading).toBe(true);
    await pending;
    expect(cart()).toMatchObject({ isLoading: false, details });
  });

  it('stores a failure in getDetailsError', async () => {
    const { store, cart } = setup({ GetCartDetails: networkError() }, { cart: cartState() });
    await expect(store.dispatch(getCartDetails())).rejects.toThrow('Failed to fetch');
    expect((cart().getDetailsError as Error).message).toBe('Failed to fetch');
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });

  it('recovers an invalid cart and fetches the new cart once', async () => {
    const { store, calls, cart } = setup(
      { GetCartDetails: [graphQLError('Could not find a cart with ID "cart-1"'), detailsAnswer(cartDetails([]))], CreateCart: created('fresh') },
      { cart: cartState() }
    );
    await store.dispatch(getCartDetails());
    expect(calls.map(([name, variables]) => `${name}:${variables.cartId ?? ''}`)).toEqual([
      'GetCartDetails:cart-1',
      'CreateCart:',
      'GetCartDetails:fresh'
    ]);
    expect(cart()).toMatchObject({ cartId: 'fresh', details: { items: [] }, getDetailsError: null });
  });

  it('ends silently when the details still fail after recovery', async () => {
    const { store, names, cart } = setup(
      { GetCartDetails: graphQLError("The cart isn't active."), CreateCart: created('fresh') },
      { cart: cartState() }
    );
    await store.dispatch(getCartDetails());
    expect(names()).toEqual(['GetCartDetails', 'CreateCart', 'GetCartDetails']);
    expect(cart()).toMatchObject({ cartId: 'fresh', details: {}, getDetailsError: null, isLoading: false });
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });

  it('signs a signed-in shopper out first, with the whole sequence (§6)', async () => {
    storage().setItem('signin_token', 'tok', 3600);
    storage().setItem('shipping_address', { firstname: 'Previous' });
    const { store, names, cart } = setup(
      {
        GetCartDetails: [graphQLError('Could not find a cart with ID "cart-1"'), detailsAnswer(cartDetails([]))],
        RevokeCustomerToken: () => ({ revokeCustomerToken: { result: true } }),
        CreateCart: created('fresh')
      },
      { cart: cartState(), user: signedInUser() }
    );
    const seen: Array<string | null> = [];
    store.subscribe(() => seen.push(store.getState().cart.cartId));
    await store.dispatch(getCartDetails());
    expect(storage().getItem('signin_token')).toBeUndefined();
    expect(storage().getItem('shipping_address')).toBeUndefined();
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(seen).toContain(null);
    expect(names()).toEqual(['GetCartDetails', 'RevokeCustomerToken', 'CreateCart', 'GetCartDetails']);
    expect(cart().cartId).toBe('fresh');
  });

  it('does not sign out a guest: only the cart is removed', async () => {
    saveCartId(storage(), 'default', 'cart-1');
    const { store } = setup(
      { GetCartDetails: [graphQLError('Could not find a cart with ID "cart-1"'), detailsAnswer(cartDetails([]))], CreateCart: created('fresh') },
      { cart: cartState() }
    );
    await store.dispatch(getCartDetails());
    expect(readCartId(storage(), 'default')).toBe('fresh');
  });
});

describe('updateItemInCart', () => {
  it('changes a simple item quantity in place and reloads the details', async () => {
    const { store, calls } = setup(
      { UpdateCartItem: () => ({ updateCartItems: { cart: { id: 'cart-1' }, errors: [] } }), GetCartDetails: detailsAnswer(cartDetails()) },
      { cart: cartState() }
    );
    await store.dispatch(updateItemInCart({ itemUid: 'MQ==', quantity: 3 }));
    expect(calls).toEqual([
      ['UpdateCartItem', { cartId: 'cart-1', itemUid: 'MQ==', quantity: 3 }],
      ['GetCartDetails', { cartId: 'cart-1' }]
    ]);
  });

  it('removes a configurable item and adds it again with the new quantity', async () => {
    const { store, calls, cart } = setup(
      {
        RemoveCartItem: () => ({ removeItemFromCart: { cart: { id: 'cart-1' } } }),
        AddProductToCart: added,
        GetCartDetails: detailsAnswer(cartDetails())
      },
      { cart: cartState({ details: cartDetails([configurableItem()]) }) }
    );
    const pending = store.dispatch(updateItemInCart({ itemUid: 'Mg==', quantity: 3 }));
    expect(cart().isUpdatingItem).toBe(true);
    await pending;
    expect(calls).toEqual([
      ['RemoveCartItem', { cartId: 'cart-1', itemUid: 'Mg==' }],
      [
        'AddProductToCart',
        { cartId: 'cart-1', cartItems: [{ sku: 'DRE-0001', parent_sku: 'DRE-0001', selected_options: ['black', 'xs'], quantity: 3 }] }
      ],
      ['GetCartDetails', { cartId: 'cart-1' }]
    ]);
    expect(cart().isUpdatingItem).toBe(false);
  });

  it('puts the old quantity back when the configurable item cannot be added with the new one', async () => {
    const stock = () => ({
      addProductsToCart: { cart: { id: 'cart-1' }, user_errors: [{ code: 'INSUFFICIENT_STOCK', message: QTY_NOT_AVAILABLE }] }
    });
    const { store, calls, cart } = setup(
      {
        RemoveCartItem: () => ({ removeItemFromCart: { cart: { id: 'cart-1' } } }),
        AddProductToCart: [stock, added],
        GetCartDetails: detailsAnswer(cartDetails())
      },
      { cart: cartState({ details: cartDetails([configurableItem()]) }) }
    );
    await expect(store.dispatch(updateItemInCart({ itemUid: 'Mg==', quantity: 50 }))).rejects.toThrow(QTY_NOT_AVAILABLE);
    const addQuantities = calls
      .filter(([name]) => name === 'AddProductToCart')
      .map(([, variables]) => (variables.cartItems as Array<{ quantity: number }>)[0].quantity);
    expect(addQuantities).toEqual([50, 1]);
    expect((cart().updateItemError as Error).message).toBe(QTY_NOT_AVAILABLE);
  });

  it('removes the item when the quantity goes to 0', async () => {
    const { store, names } = setup(
      { RemoveCartItem: () => ({ removeItemFromCart: { cart: { id: 'cart-1' } } }), GetCartDetails: detailsAnswer(cartDetails([])) },
      { cart: cartState() }
    );
    await store.dispatch(updateItemInCart({ itemUid: 'MQ==', quantity: 0 }));
    expect(names()).toEqual(['RemoveCartItem', 'GetCartDetails']);
  });

  it('reports a stock error the stock link suppressed (an empty result) as "The requested qty is not available"', async () => {
    const { store, cart } = setup(
      { UpdateCartItem: () => ({ updateCartItems: null }), GetCartDetails: detailsAnswer(cartDetails()) },
      { cart: cartState() }
    );
    await expect(store.dispatch(updateItemInCart({ itemUid: 'MQ==', quantity: 500 }))).rejects.toThrow(QTY_NOT_AVAILABLE);
    expect((cart().updateItemError as Error).message).toBe(QTY_NOT_AVAILABLE);
  });

  it('recovers an invalid cart and ends silently (the item was in the lost cart)', async () => {
    const { store, names, cart } = setup(
      {
        UpdateCartItem: graphQLError('Could not find a cart with ID "cart-1"'),
        CreateCart: created('fresh'),
        GetCartDetails: detailsAnswer(cartDetails([]))
      },
      { cart: cartState() }
    );
    await store.dispatch(updateItemInCart({ itemUid: 'MQ==', quantity: 3 }));
    expect(names()).toEqual(['UpdateCartItem', 'CreateCart', 'GetCartDetails']);
    expect(cart()).toMatchObject({ cartId: 'fresh', updateItemError: null });
  });
});

describe('removeItemFromCart', () => {
  it('removes the item and reloads the details', async () => {
    const { store, calls, cart } = setup(
      { RemoveCartItem: () => ({ removeItemFromCart: { cart: { id: 'cart-1' } } }), GetCartDetails: detailsAnswer(cartDetails([])) },
      { cart: cartState() }
    );
    await store.dispatch(removeItemFromCart({ itemUid: 'MQ==' }));
    expect(calls[0]).toEqual(['RemoveCartItem', { cartId: 'cart-1', itemUid: 'MQ==' }]);
    expect(cart().details.items).toEqual([]);
  });

  it('stores a failure in removeItemError', async () => {
    const { store, cart } = setup(
      { RemoveCartItem: graphQLError("The cart doesn't contain the item"), GetCartDetails: detailsAnswer(cartDetails()) },
      { cart: cartState() }
    );
    await expect(store.dispatch(removeItemFromCart({ itemUid: 'zzz' }))).rejects.toThrow("The cart doesn't contain the item");
    expect((cart().removeItemError as Error).message).toBe("The cart doesn't contain the item");
  });
});

describe('removeCart', () => {
  it('clears the saved id and resets the cart state (the mini cart stays as it was)', async () => {
    saveCartId(storage(), 'default', 'cart-1');
    const { store, cart } = setup({}, { cart: cartState() });
    store.dispatch(openMiniCart());
    await store.dispatch(removeCart());
    expect(readCartId(storage(), 'default')).toBeUndefined();
    expect(cart()).toMatchObject({ cartId: null, details: {}, isMiniCartOpen: true });
  });
});

describe('coupons', () => {
  it('applies a coupon then reloads the details', async () => {
    const { store, calls } = setup(
      { ApplyCouponToCart: () => ({ applyCouponToCart: { cart: { id: 'cart-1' } } }), GetCartDetails: detailsAnswer(cartDetails()) },
      { cart: cartState() }
    );
    await store.dispatch(applyCoupon(' WELCOME10 '));
    expect(calls).toEqual([
      ['ApplyCouponToCart', { cartId: 'cart-1', couponCode: 'WELCOME10' }],
      ['GetCartDetails', { cartId: 'cart-1' }]
    ]);
  });

  it('stores the server message of a refused coupon', async () => {
    const message = "The coupon code isn't valid. Verify the code and try again.";
    const { store, cart } = setup({ ApplyCouponToCart: graphQLError(message) }, { cart: cartState() });
    await expect(store.dispatch(applyCoupon('NOPE'))).rejects.toThrow(message);
    expect(cart()).toMatchObject({ isApplyingCoupon: false });
    expect((cart().couponError as Error).message).toBe(message);
  });

  it('removes the coupon', async () => {
    const { store, names } = setup(
      { RemoveCouponFromCart: () => ({ removeCouponFromCart: { cart: { id: 'cart-1' } } }), GetCartDetails: detailsAnswer(cartDetails()) },
      { cart: cartState() }
    );
    await store.dispatch(removeCoupon());
    expect(names()).toEqual(['RemoveCouponFromCart', 'GetCartDetails']);
  });
});

describe('mergeGuestCartAfterSignIn', () => {
  it("merges the guest cart into the customer's cart, which becomes the saved cart", async () => {
    saveCartId(storage(), 'default', 'guest');
    const { store, calls, cart } = setup(
      {
        GetCustomerCart: () => ({ customerCart: { id: 'customer' } }),
        MergeCarts: () => ({ mergeCarts: { id: 'customer', total_quantity: 3 } }),
        GetCartDetails: detailsAnswer(cartDetails())
      },
      { cart: cartState({ cartId: 'guest' }), user: signedInUser() }
    );
    await expect(store.dispatch(mergeGuestCartAfterSignIn())).resolves.toBe('customer');
    expect(calls).toEqual([
      ['GetCustomerCart', {}],
      ['MergeCarts', { sourceCartId: 'guest', destinationCartId: 'customer' }],
      ['GetCartDetails', { cartId: 'customer' }]
    ]);
    expect(cart().cartId).toBe('customer');
    expect(readCartId(storage(), 'default')).toBe('customer');
  });

  it('adopts the customer cart without merging when there is no guest cart, or it is gone', async () => {
    const { store, names } = setup(
      {
        GetCustomerCart: () => ({ customerCart: { id: 'customer' } }),
        MergeCarts: graphQLError("The cart isn't active."),
        GetCartDetails: detailsAnswer(cartDetails())
      },
      { cart: cartState({ cartId: 'stale' }), user: signedInUser() }
    );
    await expect(store.dispatch(mergeGuestCartAfterSignIn())).resolves.toBe('customer');
    expect(names()).toEqual(['GetCustomerCart', 'MergeCarts', 'GetCartDetails']);
  });
});

describe('start-up and other tabs', () => {
  it('loads nothing for a visitor without a saved cart', async () => {
    const { store, names } = setup({});
    await store.dispatch(loadSavedCart());
    expect(names()).toEqual([]);
  });

  it('adopts the saved cart and loads its details', async () => {
    saveCartId(storage(), 'default', 'saved');
    const { store, calls, cart } = setup({ GetCartDetails: detailsAnswer(cartDetails()) });
    await store.dispatch(loadSavedCart());
    expect(calls).toEqual([['GetCartDetails', { cartId: 'saved' }]]);
    expect(cart().details.items).toHaveLength(1);
  });

  it("runs the callback when another tab changes this view's saved cart id, and only then", () => {
    const { store, extra } = setup({});
    const onChange = jest.fn();
    const stop = store.dispatch(watchSavedCartId(onChange));
    const key = extra.storage.storageKey(cartIdKey('default'));
    const record = (value: string, time: number) => JSON.stringify({ value, timeStored: time });
    const fire = (init: StorageEventInit) => window.dispatchEvent(new StorageEvent('storage', init));
    fire({ key: extra.storage.storageKey(cartIdKey('fr')), oldValue: null, newValue: record('other', 1) });
    fire({ key, oldValue: record('same', 1), newValue: record('same', 2) });
    expect(onChange).not.toHaveBeenCalled();
    fire({ key, oldValue: record('a', 1), newValue: record('b', 2) });
    fire({ key, oldValue: record('b', 2), newValue: null });
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    fire({ key, oldValue: null, newValue: record('c', 3) });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('offline (an action needs a connection and loses nothing)', () => {
  const everythingOffline = {
    CreateCart: offlineError(),
    AddProductToCart: offlineError(),
    UpdateCartItem: offlineError(),
    RemoveCartItem: offlineError(),
    ApplyCouponToCart: offlineError(),
    RemoveCouponFromCart: offlineError(),
    GetCartDetails: offlineError(),
    GetCustomerCart: offlineError()
  };
  const details = cartDetails([simpleItem(), configurableItem()]);

  function setupOffline() {
    const store0 = storage();
    store0.setItem('signin_token', 'tok', 3600);
    saveCartId(store0, 'default', 'cart-1');
    return setup(everythingOffline, { cart: cartState({ details }), user: signedInUser() });
  }

  it('is never an invalid cart, and stays recognisable as offline for the shopper', () => {
    const offline = new ApolloError({ networkError: new OfflineError() });
    expect(isInvalidCartError(offline)).toBe(false);
    expect(toShopperError(offline)).toBe(offline);
    expect(isOfflineError(toShopperError(new OfflineError()))).toBe(true);
    expect(isOfflineError(toShopperError({ name: 'OfflineError', message: 'You are offline.' }))).toBe(true);
  });

  it.each([
    ['add item', () => addItemToCart({ sku: 'A', quantity: 1 }), 'addItemError'],
    ['update a simple item', () => updateItemInCart({ itemUid: 'MQ==', quantity: 3 }), 'updateItemError'],
    ['update a configurable item', () => updateItemInCart({ itemUid: 'Mg==', quantity: 3 }), 'updateItemError'],
    ['remove item', () => removeItemFromCart({ itemUid: 'MQ==' }), 'removeItemError'],
    ['apply coupon', () => applyCoupon('WELCOME10'), 'couponError'],
    ['remove coupon', () => removeCoupon(), 'couponError'],
    ['get details', () => getCartDetails(), 'getDetailsError']
  ] as const)('%s: rejects with an offline error and keeps the cart, its id, its contents and the sign-in', async (_, action, errorField) => {
    const { store, names, cart } = setupOffline();
    const error = await (store.dispatch(action() as never) as Promise<unknown>).catch((caught: unknown) => caught);
    expect(isOfflineError(error)).toBe(true);
    expect(isOfflineError(cart()[errorField])).toBe(true);
    expect(cart()).toMatchObject({
      cartId: 'cart-1',
      details,
      isLoading: false,
      isAddingItem: false,
      isUpdatingItem: false,
      isApplyingCoupon: false
    });
    expect(readCartId(storage(), 'default')).toBe('cart-1');
    expect(store.getState().user.isSignedIn).toBe(true);
    expect(storage().getItem('signin_token')).toBe('tok');
    // No recovery: no new cart, and a configurable item is never removed to be added again.
    expect(names()).not.toContain('CreateCart');
    expect(names().filter((name) => name === 'AddProductToCart' || name === 'RemoveCartItem').length).toBeLessThanOrEqual(1);
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });

  it('get details offline shows the cart as last fetched (the persisted cache) instead of failing', async () => {
    const lastSeen = cartDetails([simpleItem()]);
    const { store, apollo, cart } = setup({ GetCartDetails: offlineError() }, { cart: cartState({ details: {} }) });
    const readQuery = jest.fn(detailsAnswer(lastSeen));
    Object.assign(apollo, { readQuery });
    await store.dispatch(getCartDetails());
    expect(readQuery).toHaveBeenCalledWith(expect.objectContaining({ variables: { cartId: 'cart-1' } }));
    expect(cart()).toMatchObject({ details: lastSeen, getDetailsError: null, isLoading: false });
  });

  it('get details online never falls back to the cache: a network failure is an error', async () => {
    const { store, apollo, cart } = setup({ GetCartDetails: networkError() }, { cart: cartState() });
    const readQuery = jest.fn();
    Object.assign(apollo, { readQuery });
    await expect(store.dispatch(getCartDetails())).rejects.toThrow('Failed to fetch');
    expect(readQuery).not.toHaveBeenCalled();
    expect((cart().getDetailsError as Error).message).toBe('Failed to fetch');
  });

  it("a first add without a cart says 'Unable to create cart' (§8), recognisable as offline, and saves no id", async () => {
    const { store, names, cart } = setup(everythingOffline);
    const error = await store.dispatch(addItemToCart({ sku: 'A', quantity: 1 })).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('Unable to create cart');
    expect(isOfflineError(error)).toBe(true);
    expect(names()).toEqual(['CreateCart']);
    expect(cart().cartId).toBeNull();
    expect(readCartId(storage(), 'default')).toBeUndefined();
  });

  it('a sign-in merge offline keeps the guest cart', async () => {
    const { store, cart } = setupOffline();
    await expect(store.dispatch(mergeGuestCartAfterSignIn())).resolves.toBeNull();
    expect(isOfflineError(cart().getCartError)).toBe(true);
    expect(cart()).toMatchObject({ cartId: 'cart-1', details });
    expect(readCartId(storage(), 'default')).toBe('cart-1');
  });
});
