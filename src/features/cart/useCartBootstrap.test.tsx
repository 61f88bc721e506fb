import { act, screen, waitFor } from '@testing-library/react';
import { BrowserStorage, saveCartId } from '../../lib/storage';
import CartTrigger from './CartTrigger';
import { cartDetails, detailsAnswer, fakeApollo, renderWithCart, simpleItem } from './cart.testing';
import { initialCartState } from './cartSlice';
import { useCartBootstrap } from './useCartBootstrap';

// Notes the evaluation of the session steps' module (with the cart creation and recovery it imports): a first
// visit, which has no cart, must not load it.
let isSessionModuleLoaded = false;
// Set to make the module's chunk fail to load, as a browser fails it offline.
let mockIsChunkMissing = false;
jest.mock('./cartSessionThunks', () => {
  if (mockIsChunkMissing) throw Object.assign(new Error('Loading chunk cart-session failed.'), { name: 'ChunkLoadError' });
  isSessionModuleLoaded = true;
  return jest.requireActual('./cartSessionThunks');
});

function ShellCart() {
  useCartBootstrap();
  return <CartTrigger />;
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  window.matchMedia = jest.fn(() => ({
    matches: false,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn()
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  window.localStorage.clear();
  delete (window as Partial<Window>).matchMedia;
});

it('leaves a first visit without a cart alone: nothing is asked and the session steps are not loaded, even back on the tab', async () => {
  const { apollo, names } = fakeApollo({});
  renderWithCart(<ShellCart />, { cart: initialCartState, apollo });
  await settle();
  setVisibility('hidden');
  setVisibility('visible');
  await settle();
  expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
  expect(names()).toEqual([]);
  expect(isSessionModuleLoaded).toBe(false);
});

it("offline, a returning shopper's cart whose steps cannot load is loaded once the connection is back, with no error", async () => {
  saveCartId(new BrowserStorage(window.localStorage), 'default', 'saved');
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  mockIsChunkMissing = true;
  try {
    const { apollo } = fakeApollo({ GetCartDetails: detailsAnswer(cartDetails([simpleItem({ quantity: 3 })])) });
    const { store } = renderWithCart(<ShellCart />, { cart: initialCartState, apollo });
    await settle();
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();

    onLine.mockReturnValue(true);
    mockIsChunkMissing = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveTextContent('3'));
    expect(store.getState().app.unhandledErrors).toEqual([]);
  } finally {
    mockIsChunkMissing = false;
    onLine.mockRestore();
  }
});

it("shows a returning shopper's saved cart in the badge, and reloads its details when the shopper comes back to the tab", async () => {
  saveCartId(new BrowserStorage(window.localStorage), 'default', 'saved');
  const { apollo, calls } = fakeApollo({
    GetCartDetails: [detailsAnswer(cartDetails([simpleItem({ quantity: 2 })])), detailsAnswer(cartDetails([simpleItem({ quantity: 5 })]))]
  });
  const { store } = renderWithCart(<ShellCart />, { cart: initialCartState, apollo });
  await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveTextContent('2'));
  expect(store.getState().cart.cartId).toBe('saved');
  expect(isSessionModuleLoaded).toBe(true);

  setVisibility('hidden');
  setVisibility('visible');
  await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveTextContent('5'));
  expect(calls).toEqual([
    ['GetCartDetails', { cartId: 'saved' }],
    ['GetCartDetails', { cartId: 'saved' }]
  ]);
});
