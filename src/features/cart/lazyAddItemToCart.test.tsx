import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../app/shell.testing';
import { AddToCartButton } from '../catalog/catalog.testing';
import { cartDetails } from './cart.testing';

// The add step's code arrives with the first add (lazyAddItemToCart). Here its chunk can be made to fail as a
// browser fails it: offline, or gone after a deploy. Once the chunk is in, the module registry keeps it, so the
// test that ends with a working add comes last.
const mockChunkLoadError = () => Object.assign(new Error('Loading chunk cart-add failed.'), { name: 'ChunkLoadError' });
let mockIsChunkMissing = false;
jest.mock('./cartItemThunks', () => {
  if (mockIsChunkMissing) throw mockChunkLoadError();
  return jest.requireActual('./cartItemThunks');
});

const responses = {
  CreateCart: { data: { cartId: 'c1' } },
  AddProductToCart: { data: { addProductsToCart: { cart: { id: 'c1', total_quantity: 1 }, user_errors: [] } } },
  GetCartDetails: { data: { cart: cartDetails() } }
};

function setOnline(isOnline: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(isOnline);
}

beforeEach(() => {
  window.localStorage.clear();
  mockIsChunkMissing = true;
});
afterEach(() => jest.restoreAllMocks());

it('online, an add whose code is gone (a new deploy) says part of the shop did not load and to try again or reload', async () => {
  setOnline(true);
  const { store, sent } = await renderShell(<AddToCartButton sku="BAG-0091" name="Fusion Backpack" />, { responses });
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

  expect(
    await screen.findByText('This could not be done: part of the shop did not load. Nothing was lost: try again, or reload the page.')
  ).toBeInTheDocument();
  expect(sent).toEqual([]);
  expect(store.getState().cart).toMatchObject({ isAddingItem: false, addItemError: null });
  expect(store.getState().app.unhandledErrors).toEqual([]);
});

it('offline, an add whose code cannot load says it needs a connection, loses nothing, and works on the next press', async () => {
  setOnline(false);
  const { store, sent } = await renderShell(<AddToCartButton sku="BAG-0091" name="Fusion Backpack" />, { responses });
  const addButton = screen.getByRole('button', { name: 'Add to Cart' });
  await userEvent.click(addButton);

  expect(
    await screen.findByText('You are offline, so this could not be done. Nothing was lost: try again once you are back online.')
  ).toBeInTheDocument();
  expect(addButton).toBeEnabled();
  expect(sent).toEqual([]);
  expect(store.getState().app.unhandledErrors).toEqual([]);

  setOnline(true);
  mockIsChunkMissing = false;
  await userEvent.click(addButton);
  expect(await screen.findByText('You added Fusion Backpack to your cart.')).toBeInTheDocument();
  expect(sent.map((operation) => operation.operationName)).toContain('AddProductToCart');
});
