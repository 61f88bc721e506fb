import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartDetails, cartState, configurableItem, detailsAnswer, fakeApollo, offlineError, renderWithCart, simpleItem } from './cart.testing';
import MiniCart from './MiniCart';

const details = cartDetails([simpleItem(), configurableItem()]);
const updated = () => ({ updateCartItems: { cart: { id: 'cart-1' }, errors: [] } });
const removed = () => ({ removeItemFromCart: { cart: { id: 'cart-1' } } });

describe('MiniCart', () => {
  it('lists items with image, name, options and price, and the subtotal', () => {
    renderWithCart(<MiniCart onClose={jest.fn()} />, { cart: cartState({ details }) });
    const dialog = screen.getByRole('dialog', { name: 'Cart' });
    const [bag, dress] = within(dialog).getAllByRole('listitem');
    expect(within(bag).getByRole('img', { name: 'Leather Bag' })).toHaveAttribute(
      'src',
      expect.stringContaining('/media/catalog/product/b/a/bag.jpg')
    );
    expect(bag).toHaveTextContent('$45.00');
    expect(bag).toHaveTextContent('Total: $90.00');
    expect(within(dress).getByText('Summer Dress', { selector: 'p' })).toBeInTheDocument();
    expect(dress).toHaveTextContent('Color:Black');
    expect(dress).toHaveTextContent('Size:XS');
    expect(screen.getByText('Subtotal (3 items)').parentElement).toHaveTextContent('$170.00');
  });

  it('shows the discounts and taxes the shop charges, and the total, as the store view shows them', () => {
    const charged = cartDetails([simpleItem(), configurableItem()], {
      prices: {
        subtotal_excluding_tax: { currency: 'USD', value: 170 },
        subtotal_including_tax: { currency: 'USD', value: 182.33 },
        grand_total: { currency: 'USD', value: 164.09 },
        grand_total_excluding_tax: { currency: 'USD', value: 153 },
        discounts: [{ label: '10% off your order', amount: { currency: 'USD', value: 17 } }],
        applied_taxes: [{ label: 'CA Sales Tax (7.25%)', amount: { currency: 'USD', value: 11.09 } }]
      },
      taxDisplay: { subtotal: 1, price: 1, shipping: 1, grandTotalExclTax: false, fullSummary: true, zeroTax: false }
    });
    renderWithCart(<MiniCart onClose={jest.fn()} />, { cart: cartState({ details: charged }) });
    // The totals list is the drawer's last (each line's options are one too).
    const totals = [...screen.getByRole('dialog', { name: 'Cart' }).querySelectorAll('dl')].at(-1)!;
    const cells = [...totals.querySelectorAll('dt, dd')].map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Subtotal (3 items)',
      '$170.00',
      'Discount: 10% off your order',
      '-$17.00',
      'CA Sales Tax (7.25%)',
      '$11.09',
      'Estimated total',
      '$164.09'
    ]);
  });

  it('shows the prices including tax where the store view says so', () => {
    const included = cartDetails(
      [
        simpleItem({
          prices: {
            ...simpleItem().prices!,
            price_including_tax: { currency: 'USD', value: 54 },
            row_total_including_tax: { currency: 'USD', value: 108 }
          }
        })
      ],
      {
        taxDisplay: { subtotal: 2, price: 2, shipping: 1, grandTotalExclTax: false, fullSummary: true, zeroTax: false }
      }
    );
    renderWithCart(<MiniCart onClose={jest.fn()} />, { cart: cartState({ details: included }) });
    const [bag] = within(screen.getByRole('dialog', { name: 'Cart' })).getAllByRole('listitem');
    expect(bag).toHaveTextContent('$54.00');
    expect(bag).toHaveTextContent('Total: $108.00');
  });

  it('changes the quantity with the stepper and removes items', async () => {
    const fake = fakeApollo({ UpdateCartItem: updated, RemoveCartItem: removed, GetCartDetails: detailsAnswer(details) });
    const user = userEvent.setup();
    renderWithCart(<MiniCart onClose={jest.fn()} />, { cart: cartState({ details }), apollo: fake.apollo });
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Leather Bag' }));
    expect(fake.calls[0]).toEqual(['UpdateCartItem', { cartId: 'cart-1', itemUid: 'MQ==', quantity: 3 }]);
    await screen.findByRole('button', { name: 'Remove Leather Bag' });
    await user.click(screen.getByRole('button', { name: 'Remove Summer Dress' }));
    expect(fake.calls.map(([name]) => name)).toContain('RemoveCartItem');
    expect(fake.calls.find(([name]) => name === 'RemoveCartItem')?.[1]).toEqual({ cartId: 'cart-1', itemUid: 'Mg==' });
  });

  it('shows a failed change as an alert', async () => {
    const fake = fakeApollo({ UpdateCartItem: () => ({ updateCartItems: null }), GetCartDetails: detailsAnswer(details) });
    const user = userEvent.setup();
    renderWithCart(<MiniCart onClose={jest.fn()} />, { cart: cartState({ details }), apollo: fake.apollo });
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Leather Bag' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The requested qty is not available');
  });

  it('offline, says a change needs a connection and keeps the items as they were', async () => {
    const fake = fakeApollo({ UpdateCartItem: offlineError(), GetCartDetails: offlineError() });
    const user = userEvent.setup();
    const { store } = renderWithCart(<MiniCart onClose={jest.fn()} />, { cart: cartState({ details }), apollo: fake.apollo });
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Leather Bag' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are offline, so this could not be done. Nothing was lost: try again once you are back online.'
    );
    expect(store.getState().cart).toMatchObject({ cartId: 'cart-1', details });
    expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
  });

  it('goes to checkout or the cart page, closing itself', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderWithCart(<MiniCart onClose={onClose} />, { cart: cartState({ details }) });
    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    await user.click(screen.getByRole('link', { name: 'Edit cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows an empty state without checkout actions', () => {
    renderWithCart(<MiniCart onClose={jest.fn()} />, { cart: cartState({ details: cartDetails([]) }) });
    expect(screen.getByText('There are no items in your cart.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('locks page scrolling while open', () => {
    const { unmount } = renderWithCart(<MiniCart onClose={jest.fn()} />, { cart: cartState({ details }) });
    expect(document.documentElement).toHaveAttribute('data-scroll-lock');
    unmount();
    expect(document.documentElement).not.toHaveAttribute('data-scroll-lock');
  });
});
