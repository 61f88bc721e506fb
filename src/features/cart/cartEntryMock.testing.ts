// Test support for features that add to the cart through its public entry: the entry with addItemToCart
// replaced by a jest.fn. Use as
// jest.mock('../cart', () => jest.requireActual('../cart/cartEntryMock.testing').cartEntryMock());
// The cart and account entries import each other (the invalid-cart recovery signs out, sign-out removes the
// cart), so the real entry may still be loading when this runs: its exports are read when used, not copied.
import type * as CartEntry from './index';

export function cartEntryMock() {
  const actual = jest.requireActual<typeof CartEntry>('./index');
  const mocked: Record<string, unknown> = { __esModule: true, addItemToCart: jest.fn() };
  for (const name of Object.keys(actual).filter((name) => !(name in mocked))) {
    Object.defineProperty(mocked, name, { enumerable: true, get: () => actual[name as keyof typeof CartEntry] });
  }
  return mocked;
}

/** Makes the mocked addItemToCart resolve, or reject with `error`, when dispatched. */
export function answerAddItemToCart(mock: unknown, error?: Error) {
  jest.mocked(mock as jest.Mock).mockImplementation(() => () => (error ? Promise.reject(error) : Promise.resolve()));
}
