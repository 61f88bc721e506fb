import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CartTrigger from './CartTrigger';
import { cartDetails, cartState, renderWithCart, simpleItem } from './cart.testing';

type Listener = (event: MediaQueryListEvent) => void;

/** A controllable matchMedia: `setSmall(true)` makes '(max-width: 640px)' match and notifies listeners. */
function mockScreen(small: boolean) {
  let matches = small;
  const listeners = new Set<Listener>();
  window.matchMedia = jest.fn((query: string) => ({
    get matches() {
      return query.includes('max-width: 640px') ? matches : false;
    },
    media: query,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener)
  })) as unknown as typeof window.matchMedia;
  return {
    setSmall(next: boolean) {
      matches = next;
      act(() => listeners.forEach((listener) => listener({ matches: next } as MediaQueryListEvent)));
    }
  };
}

const withQuantity = (quantity: number) => cartState({ details: cartDetails([simpleItem({ quantity })]) });

describe('CartTrigger', () => {
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });

  it('shows the total quantity in the badge and names the count', () => {
    mockScreen(false);
    renderWithCart(<CartTrigger />, { cart: withQuantity(3) });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it("shows '99+' above 99 while the label keeps the real count", () => {
    mockScreen(false);
    renderWithCart(<CartTrigger />, { cart: withQuantity(120) });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Cart, 120 items' })).toBeInTheDocument();
  });

  it('shows no badge for an empty cart', () => {
    mockScreen(false);
    renderWithCart(<CartTrigger />, { cart: cartState({ details: {} }) });
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
  });

  it('links to /cart on small screens', async () => {
    mockScreen(true);
    renderWithCart(<CartTrigger />, { cart: withQuantity(1) });
    const link = screen.getByRole('link', { name: 'Cart, 1 item' });
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toggles the mini cart on large screens: focus moves in, is trapped, Escape closes and focus returns', async () => {
    mockScreen(false);
    const user = userEvent.setup();
    const { store } = renderWithCart(<CartTrigger />, { cart: withQuantity(2) });
    const trigger = screen.getByRole('button', { name: 'Cart, 2 items' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Cart' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(store.getState().cart.isMiniCartOpen).toBe(true);
    const close = screen.getByRole('button', { name: 'Close the cart' });
    expect(close).toHaveFocus();
    expect(screen.getByTestId('mask')).toBeInTheDocument();

    // Shift+Tab from the first control wraps to the last one, Tab from the last back to the first.
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Edit cart' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(store.getState().cart.isMiniCartOpen).toBe(false);
  });

  it('closes the mini cart when the mask is clicked, and hides it when the screen becomes small', async () => {
    const screenSize = mockScreen(false);
    const user = userEvent.setup();
    renderWithCart(<CartTrigger />, { cart: withQuantity(2) });
    await user.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByTestId('mask'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
    await screen.findByRole('dialog');
    screenSize.setSmall(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
  });
});
