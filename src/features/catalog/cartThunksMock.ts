// Test support: the cart's thunks with addItemToCart replaced by a jest.fn that keeps the real action
// creators the cart slice listens to. Use as
// jest.mock('../cart/cartThunks', () => jest.requireActual('./cartThunksMock').cartThunksMock());
import type * as CartThunks from '../cart/cartThunks';

export function cartThunksMock() {
  const actual = jest.requireActual<typeof CartThunks>('../cart/cartThunks');
  const { pending, fulfilled, rejected, typePrefix } = actual.addItemToCart;
  return { ...actual, addItemToCart: Object.assign(jest.fn(), { pending, fulfilled, rejected, typePrefix }) };
}

/** Makes the mocked addItemToCart resolve, or reject with `error`, when dispatched and unwrapped. */
export function answerAddItemToCart(mock: unknown, error?: Error) {
  jest.mocked(mock as jest.Mock).mockImplementation(() => () => ({
    unwrap: () => (error ? Promise.reject(error) : Promise.resolve())
  }));
}
