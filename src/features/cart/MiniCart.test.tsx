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
