import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import ToastContainer from '../../components/Toast/ToastContainer';
import { ToastProvider } from '../../components/Toast/ToastContext';
import { createTestApolloClient, type FakeResponder } from '../../graphql/createTestApolloClient.testing';
import { goOffline, throughHttpLink } from '../../graphql/offline.testing';
import { BrowserStorage, readCartId, saveCartId } from '../../lib/storage';
import type { RootState } from '../../store/rootState';
import { createTestStore } from '../../app/store.testing';
import { cartDetails, cartState, simpleItem } from '../cart/cart.testing';
import { AddToCartButton } from './catalog.testing';

const OFFLINE_TEXT = 'You are offline, so this could not be done. Nothing was lost: try again once you are back online.';

async function renderAddButton(responses: Record<string, FakeResponder>, cart?: RootState['cart']) {
  const apollo = await createTestApolloClient(responses);
  const { store } = createTestStore({ apollo: apollo.client }, cart ? { cart } : {});
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <ToastProvider>
          <AddToCartButton sku="DRE-0001" name="Summer Dress" />
          <ToastContainer />
        </ToastProvider>
      </IntlProvider>
    </Provider>
  );
  return { store, sent: apollo.sent, user: userEvent.setup() };
}

const overTheNetwork = { CreateCart: throughHttpLink, AddProductToCart: throughHttpLink, GetCartDetails: throughHttpLink };

describe('useAddToCart', () => {
  let backOnline: () => void = () => undefined;
  afterEach(() => backOnline());

  it('offline, says the cart needs a connection and leaves the cart as it was', async () => {
    const details = cartDetails([simpleItem()]);
    saveCartId(new BrowserStorage(window.localStorage), 'default', 'cart-1');
    const { store, sent, user } = await renderAddButton(overTheNetwork, cartState({ details }));
    backOnline = goOffline();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(store.getState().cart).toMatchObject({ cartId: 'cart-1', details, isAddingItem: false });
    expect(readCartId(new BrowserStorage(window.localStorage), 'default')).toBe('cart-1');
    expect(sent.map((operation) => operation.operationName)).toEqual(['AddProductToCart']);
    expect(globalThis.fetch).toHaveBeenCalled();
  });

  it('offline with no cart yet, says so too (not a bare "Unable to create cart")', async () => {
    const { store, user } = await renderAddButton(overTheNetwork);
    backOnline = goOffline();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
    expect(store.getState().cart.cartId).toBeNull();
  });

  it("online, a refused add shows the server's words", async () => {
    const refused: FakeResponder = () => ({ errors: [{ message: 'Product that you are trying to add is not available.' } as never] });
    const { user } = await renderAddButton({ AddProductToCart: refused }, cartState());

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Product that you are trying to add is not available.');
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });
});
