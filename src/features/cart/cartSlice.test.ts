import { createTestStore } from '../../app/store.testing';
import { addItemStages, beginEditItem, endEditItem, getDetailsStages, resetCart } from './cartActions';
import { closeMiniCart, openMiniCart, toggleMiniCart } from './miniCartActions';
import { formatBadgeCount, selectCartSummary } from './cartSelectors';
import { selectCartTotals } from './cartTotals';
import { cartReducer, initialCartState } from './cartSlice';
import { cartDetails, cartState, configurableItem, simpleItem } from './cart.testing';

describe('cart slice', () => {
  it('starts with the §3 cart state', () => {
    expect(cartReducer(undefined, { type: '@@init' })).toEqual(initialCartState);
    expect(initialCartState).toMatchObject({
      cartId: null,
      details: {},
      shippingMethods: [],
      isLoading: false,
      isAddingItem: false,
      isUpdatingItem: false,
      getCartError: null,
      getDetailsError: null,
      addItemError: null,
      updateItemError: null,
      removeItemError: null
    });
  });

  it('cycles request → receive for a stage, clearing the old error on request', () => {
    const failed = cartReducer(cartState(), addItemStages.fail(new Error('nope')));
    expect(failed).toMatchObject({ isAddingItem: false, addItemError: new Error('nope') });
    const requested = cartReducer(failed, addItemStages.request());
    expect(requested).toMatchObject({ isAddingItem: true, addItemError: null });
    expect(cartReducer(requested, addItemStages.receive())).toMatchObject({ isAddingItem: false, addItemError: null });
    const details = cartDetails([configurableItem()]);
    const loading = cartReducer(requested, getDetailsStages.request());
    expect(loading.isLoading).toBe(true);
    const loaded = cartReducer(loading, getDetailsStages.receive(details));
    expect(loaded).toMatchObject({ isLoading: false, details });
    // A receive without details (no cart to read) keeps what was there.
    expect(cartReducer(loaded, getDetailsStages.receive(null)).details).toBe(details);
  });

  it('begins and ends editing an item', () => {
    const editing = cartReducer(cartState(), beginEditItem('MQ=='));
    expect(editing.editingItemUid).toBe('MQ==');
    expect(cartReducer(editing, endEditItem()).editingItemUid).toBeNull();
  });

  it('resets to the initial state on reset', () => {
    const open = cartReducer(cartState(), openMiniCart());
    expect(cartReducer(open, resetCart())).toEqual({ ...initialCartState, isMiniCartOpen: true });
  });

  it('opens, closes and toggles the mini cart', () => {
    const { store } = createTestStore();
    store.dispatch(toggleMiniCart());
    expect(store.getState().cart.isMiniCartOpen).toBe(true);
    store.dispatch(toggleMiniCart());
    expect(store.getState().cart.isMiniCartOpen).toBe(false);
    store.dispatch(openMiniCart());
    store.dispatch(closeMiniCart());
    expect(store.getState().cart.isMiniCartOpen).toBe(false);
  });
});

describe('cart selectors', () => {
  const stateWith = (cart: ReturnType<typeof cartState>) => ({ ...createTestStore().store.getState(), cart });

  it('summarises an empty cart in USD', () => {
    expect(selectCartSummary(stateWith({ ...initialCartState }))).toEqual({ currencyCode: 'USD', numItems: 0, subtotal: 0 });
  });

  it('gives the same summary object while the details stay the same, and a new one when they change', () => {
    const details = cartDetails([simpleItem({ quantity: 2 })]);
    const first = selectCartSummary(stateWith(cartState({ details })));
    expect(selectCartSummary(stateWith(cartState({ details, isLoading: true })))).toBe(first);
    const changed = selectCartSummary(stateWith(cartState({ details: cartDetails([simpleItem({ quantity: 3 })]) })));
    expect(changed).not.toBe(first);
    expect(changed.numItems).toBe(3);
  });

  it('counts the sum of quantities and takes currency and subtotal from the prices', () => {
    const details = cartDetails([simpleItem({ quantity: 2 }), configurableItem({ quantity: 3 })], {
      prices: {
        grand_total: { currency: 'EUR', value: 120 },
        grand_total_excluding_tax: null,
        subtotal_excluding_tax: { currency: 'EUR', value: 110 },
        subtotal_including_tax: null,
        discounts: null,
        applied_taxes: null
      }
    });
    expect(selectCartSummary(stateWith(cartState({ details })))).toEqual({ currencyCode: 'EUR', numItems: 5, subtotal: 110 });
  });

  it('lists discounts, shipping when chosen, and the grand total', () => {
    const details = cartDetails([simpleItem()], {
      prices: {
        grand_total: { currency: 'USD', value: 86 },
        grand_total_excluding_tax: { currency: 'USD', value: 86 },
        subtotal_excluding_tax: { currency: 'USD', value: 90 },
        subtotal_including_tax: { currency: 'USD', value: 90 },
        discounts: [{ label: '10% off', amount: { currency: 'USD', value: 9 } }],
        applied_taxes: []
      },
      shipping_addresses: [
        {
          selected_shipping_method: {
            carrier_title: 'Flat Rate',
            method_title: 'Fixed',
            amount: { currency: 'USD', value: 5 },
            price_incl_tax: { currency: 'USD', value: 5.36 }
          }
        }
      ]
    });
    expect(selectCartTotals(stateWith(cartState({ details })))).toEqual({
      currencyCode: 'USD',
      subtotalExclTax: 90,
      subtotalInclTax: 90,
      discounts: [{ label: '10% off', value: 9 }],
      taxes: [],
      shipping: { label: 'Flat Rate - Fixed', value: 5, inclTax: 5.36 },
      grandTotal: 86,
      grandTotalExclTax: 86
    });
  });

  it("shows the badge count, '99+' above 99", () => {
    expect(formatBadgeCount(0)).toBe('');
    expect(formatBadgeCount(7)).toBe('7');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });
});
