// The cart thunks over the real Apollo client and link chain (fake backend): how the §8 stock-error
// suppression of the link meets the cart flows.
import { createTestApolloClient } from '../../graphql/createTestApolloClient.testing';
import { createTestStore } from '../../app/store.testing';
import { cartState, configurableItem, simpleItem } from './cart.testing';
import { getCartDetails } from './cartCreationThunks';
import { updateItemInCart } from './cartItemEditThunks';
import { QTY_NOT_AVAILABLE } from './cartItemThunks';

const cartWith = (items: unknown[]) => ({
  data: {
    cart: {
      __typename: 'Cart',
      id: 'cart-1',
      total_quantity: 3,
      applied_coupons: null,
      itemsV2: { __typename: 'CartItems', items },
      prices: null,
      shipping_addresses: []
    }
  }
});

// A simple cart item as the backend sends it (every queried field present).
const asResponse = (item: ReturnType<typeof simpleItem>) => ({
  ...item,
  product: { __typename: 'SimpleProduct', ...item.product, small_image: null },
  prices: {
    __typename: 'CartItemPrices',
    price: { __typename: 'Money', currency: 'USD', value: 1 },
    row_total: { __typename: 'Money', currency: 'USD', value: 1 }
  },
  errors: null
});

beforeEach(() => window.localStorage.clear());

describe('cart flows and the stock-error link', () => {
  it('drops an out-of-stock item from the details without an error', async () => {
    const inStock = asResponse(simpleItem());
    const outOfStock = asResponse(simpleItem({ uid: 'Mw==' }));
    const { client } = await createTestApolloClient({
      GetCartDetails: {
        ...cartWith([outOfStock, inStock]),
        errors: [{ message: 'The requested qty is not available', path: ['cart', 'itemsV2', 'items', 0, 'quantity'] }]
      }
    });
    const { store } = createTestStore({ apollo: client }, { cart: cartState({ details: {} }) });
    await store.dispatch(getCartDetails());
    const { cart } = store.getState();
    expect(cart.getDetailsError).toBeNull();
    expect(cart.details.items?.map((item) => item.uid)).toEqual(['MQ==']);
  });

  it('still tells the shopper when a quantity change is refused for stock (the link removed the error)', async () => {
    const { client } = await createTestApolloClient({
      UpdateCartItem: {
        data: { updateCartItems: null },
        errors: [{ message: 'The requested qty is not available', path: ['updateCartItems'] }]
      },
      GetCartDetails: cartWith([])
    });
    const { store } = createTestStore({ apollo: client }, { cart: cartState({ details: { items: [simpleItem(), configurableItem()] } }) });
    await expect(store.dispatch(updateItemInCart({ itemUid: 'MQ==', quantity: 999 }))).rejects.toThrow(QTY_NOT_AVAILABLE);
    expect((store.getState().cart.updateItemError as Error).message).toBe(QTY_NOT_AVAILABLE);
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });
});
