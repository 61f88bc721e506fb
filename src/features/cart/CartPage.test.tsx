import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApolloClient } from '../../graphql/createTestApolloClient.testing';
import { goOffline, throughHttpLink } from '../../graphql/offline.testing';
import { BrowserStorage, readCartId, saveCartId } from '../../lib/storage';
import CartPage from './CartPage';
import { cartDetails, cartState, configurableItem, detailsAnswer, fakeApollo, graphQLError, renderWithCart, simpleItem } from './cart.testing';

const details = cartDetails([simpleItem(), configurableItem()]);

/** Waits until the cart has nothing in flight (the refresh each change ends with). */
const settled = (store: ReturnType<typeof renderWithCart>['store']) =>
  waitFor(() => expect(store.getState().cart).toMatchObject({ isLoading: false, isUpdatingItem: false, isApplyingCoupon: false }));
const withCoupon = cartDetails([simpleItem(), configurableItem()], {
  applied_coupons: [{ code: 'WELCOME10' }],
  prices: {
    subtotal_excluding_tax: { currency: 'USD', value: 170 },
    subtotal_including_tax: { currency: 'USD', value: 170 },
    grand_total: { currency: 'USD', value: 153 },
    grand_total_excluding_tax: { currency: 'USD', value: 153 },
    discounts: [{ label: '10% off your order', amount: { currency: 'USD', value: 17 } }],
    applied_taxes: []
  }
});

describe('CartPage', () => {
  it('shows the items, the summary and a checkout action, refreshing the details on arrival', async () => {
    const fake = fakeApollo({ GetCartDetails: detailsAnswer(withCoupon) });
    renderWithCart(<CartPage />, { cart: cartState({ details }), apollo: fake.apollo, path: '/cart' });
    expect(screen.getByRole('heading', { name: 'Shopping Cart (3 items)' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // The details request is a chunk of its own: it is sent once that is in.
    await waitFor(() => expect(fake.calls.filter(([name]) => name === 'GetCartDetails')).toEqual([['GetCartDetails', { cartId: 'cart-1' }]]));
    const discount = await screen.findByText('Discount: 10% off your order');
    expect(discount.nextElementSibling).toHaveTextContent('-$17.00');
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('$170.00');
    expect(screen.getByText('Estimated total').nextElementSibling).toHaveTextContent('$153.00');
    expect(screen.queryByText('Estimated shipping')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows estimated shipping once a method is known', async () => {
    const shipped = cartDetails([simpleItem()], {
      shipping_addresses: [
        {
          selected_shipping_method: {
            carrier_title: 'Flat Rate',
            method_title: 'Fixed',
            amount: { currency: 'USD', value: 5 },
            price_incl_tax: { currency: 'USD', value: 5 }
          }
        }
      ]
    });
    const { store } = renderWithCart(<CartPage />, {
      cart: cartState({ details: shipped }),
      apollo: fakeApollo({ GetCartDetails: detailsAnswer(shipped) }).apollo
    });
    expect(screen.getByText('Estimated shipping').nextElementSibling).toHaveTextContent('$5.00');
    await settled(store);
  });

  it("shows a line's prices and the shipping both without and with tax when the store view shows both (setting 3)", async () => {
    const taxed = cartDetails(
      [
        simpleItem({
          prices: {
            price: { currency: 'USD', value: 45 },
            row_total: { currency: 'USD', value: 90 },
            price_including_tax: { currency: 'USD', value: 48.26 },
            row_total_including_tax: { currency: 'USD', value: 96.53 }
          }
        })
      ],
      {
        shipping_addresses: [
          {
            selected_shipping_method: {
              carrier_title: 'Flat Rate',
              method_title: 'Fixed',
              amount: { currency: 'USD', value: 5 },
              price_incl_tax: { currency: 'USD', value: 5.36 }
            }
          }
        ],
        taxDisplay: { subtotal: 1, price: 3, shipping: 3, grandTotalExclTax: false, fullSummary: false, zeroTax: false }
      }
    );
    const { store } = renderWithCart(<CartPage />, {
      cart: cartState({ details: taxed }),
      apollo: fakeApollo({ GetCartDetails: detailsAnswer(taxed) }).apollo
    });
    const line = screen.getAllByRole('listitem')[0];
    expect(line).toHaveTextContent('Excl. Tax: $45.00Incl. Tax: $48.26');
    expect(line).toHaveTextContent('Total: Excl. Tax: $90.00Incl. Tax: $96.53');
    expect(screen.getByText('Shipping (Excl. Tax)').nextElementSibling).toHaveTextContent('$5.00');
    expect(screen.getByText('Shipping (Incl. Tax)').nextElementSibling).toHaveTextContent('$5.36');
    await settled(store);
  });

  it('shows only the price with tax when the store view says so (setting 2), and only the one without by default', async () => {
    const item = simpleItem({
      quantity: 1,
      prices: {
        price: { currency: 'USD', value: 45 },
        row_total: { currency: 'USD', value: 45 },
        price_including_tax: { currency: 'USD', value: 48.26 },
        row_total_including_tax: { currency: 'USD', value: 48.26 }
      }
    });
    const inclTax = cartDetails([item], {
      taxDisplay: { subtotal: 1, price: 2, shipping: 1, grandTotalExclTax: false, fullSummary: false, zeroTax: false }
    });
    const { store, unmount } = renderWithCart(<CartPage />, {
      cart: cartState({ details: inclTax }),
      apollo: fakeApollo({ GetCartDetails: detailsAnswer(inclTax) }).apollo
    });
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('$48.26');
    expect(screen.getAllByRole('listitem')[0]).not.toHaveTextContent('Tax:');
    await settled(store);
    unmount();
    const byDefault = cartDetails([item]);
    const second = renderWithCart(<CartPage />, {
      cart: cartState({ details: byDefault }),
      apollo: fakeApollo({ GetCartDetails: detailsAnswer(byDefault) }).apollo
    });
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('$45.00');
    expect(screen.getAllByRole('listitem')[0]).not.toHaveTextContent('$48.26');
    await settled(second.store);
  });

  it('changes a typed quantity on Enter and marks the list busy meanwhile', async () => {
    let finish: () => void = () => undefined;
    const fake = fakeApollo({
      GetCartDetails: detailsAnswer(details),
      UpdateCartItem: () =>
        new Promise((resolve) => {
          finish = () => resolve({ updateCartItems: { cart: { id: 'cart-1' }, errors: [] } });
        })
    });
    const user = userEvent.setup();
    renderWithCart(<CartPage />, { cart: cartState({ details }), apollo: fake.apollo });
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Leather Bag' });
    await user.clear(quantity);
    await user.type(quantity, '5{Enter}');
    expect(fake.calls).toContainEqual(['UpdateCartItem', { cartId: 'cart-1', itemUid: 'MQ==', quantity: 5 }]);
    expect(screen.getByRole('region', { name: 'Items in your cart' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Increase the quantity of Leather Bag' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Increase the quantity of Leather Bag' })).toBeEnabled();
  });

  it('does not go below 1 with the stepper; removing is the remove button', async () => {
    const fake = fakeApollo({ GetCartDetails: detailsAnswer(details), RemoveCartItem: () => ({ removeItemFromCart: { cart: { id: 'cart-1' } } }) });
    const user = userEvent.setup();
    const { store } = renderWithCart(<CartPage />, { cart: cartState({ details }), apollo: fake.apollo });
    expect(screen.getByRole('button', { name: 'Decrease the quantity of Summer Dress' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Summer Dress' }));
    expect(fake.calls).toContainEqual(['RemoveCartItem', { cartId: 'cart-1', itemUid: 'Mg==' }]);
    await settled(store);
  });

  it('applies a coupon, showing the server error when refused', async () => {
    const message = "The coupon code isn't valid. Verify the code and try again.";
    const fake = fakeApollo({
      GetCartDetails: [detailsAnswer(details), detailsAnswer(withCoupon)],
      ApplyCouponToCart: [graphQLError(message), () => ({ applyCouponToCart: { cart: { id: 'cart-1' } } })]
    });
    const user = userEvent.setup();
    renderWithCart(<CartPage />, { cart: cartState({ details }), apollo: fake.apollo });
    const field = screen.getByRole('textbox', { name: 'Coupon code' });

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Is required.');

    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon WELCOME10 applied')).toBeInTheDocument();
    expect(fake.calls).toContainEqual(['ApplyCouponToCart', { cartId: 'cart-1', couponCode: 'WELCOME10' }]);
  });

  it('removes an applied coupon', async () => {
    const fake = fakeApollo({
      GetCartDetails: [detailsAnswer(withCoupon), detailsAnswer(details)],
      RemoveCouponFromCart: () => ({ removeCouponFromCart: { cart: { id: 'cart-1' } } })
    });
    const user = userEvent.setup();
    renderWithCart(<CartPage />, { cart: cartState({ details: withCoupon }), apollo: fake.apollo });
    await user.click(await screen.findByRole('button', { name: 'Remove coupon' }));
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
    expect(fake.calls.map(([name]) => name)).toContain('RemoveCouponFromCart');
  });

  it('shows an empty state', async () => {
    const { store } = renderWithCart(<CartPage />, {
      cart: cartState({ details: cartDetails([]) }),
      apollo: fakeApollo({ GetCartDetails: detailsAnswer(cartDetails([])) }).apollo
    });
    expect(screen.getByText('There are no items in your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await settled(store);
  });

  it('shows placeholders while the first details load', () => {
    const fake = fakeApollo({ GetCartDetails: () => new Promise(() => undefined) });
    const { container } = renderWithCart(<CartPage />, { cart: cartState({ details: {} }), apollo: fake.apollo });
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(within(container).queryByText('There are no items in your cart.')).not.toBeInTheDocument();
  });

  describe('offline', () => {
    const OFFLINE_TEXT = 'You are offline, so this could not be done. Nothing was lost: try again once you are back online.';
    let backOnline: () => void = () => undefined;
    afterEach(() => backOnline());

    it('says a quantity change, a removal or a coupon needs a connection, and keeps the cart as it was', async () => {
      const storage = new BrowserStorage(window.localStorage);
      saveCartId(storage, 'default', 'cart-1');
      const operations = ['GetCartDetails', 'UpdateCartItem', 'RemoveCartItem', 'ApplyCouponToCart'];
      const { client, sent } = await createTestApolloClient(Object.fromEntries(operations.map((name) => [name, throughHttpLink])));
      backOnline = goOffline();
      const user = userEvent.setup();
      const { store } = renderWithCart(<CartPage />, { cart: cartState({ details }), apollo: client, path: '/cart' });
      await settled(store);
      const unchanged = () => {
        expect(store.getState().cart).toMatchObject({ cartId: 'cart-1', details });
        expect(readCartId(storage, 'default')).toBe('cart-1');
        expect(screen.getAllByRole('listitem')).toHaveLength(2);
      };

      await user.click(screen.getByRole('button', { name: 'Increase the quantity of Leather Bag' }));
      const items = screen.getByRole('region', { name: 'Items in your cart' });
      expect(await within(items).findByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
      await settled(store);
      expect(screen.getByRole('spinbutton', { name: 'Quantity of Leather Bag' })).toHaveValue(2);
      unchanged();

      await user.click(screen.getByRole('button', { name: 'Remove Summer Dress' }));
      await settled(store);
      expect(within(items).getByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
      expect(screen.getByRole('button', { name: 'Remove Summer Dress' })).toBeEnabled();
      unchanged();

      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'WELCOME10');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await settled(store);
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([OFFLINE_TEXT, OFFLINE_TEXT]);
      expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('WELCOME10');
      unchanged();

      expect(sent.map((operation) => operation.operationName)).not.toContain('CreateCart');
      expect(sent.map((operation) => operation.operationName)).toEqual(
        expect.arrayContaining(['UpdateCartItem', 'RemoveCartItem', 'ApplyCouponToCart'])
      );
    });
  });
});
