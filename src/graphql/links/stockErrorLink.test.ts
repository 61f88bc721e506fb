import { ApolloLink } from '@apollo/client/core';
import { parse } from 'graphql';
import { createStockErrorLink, removeStockErrors } from './stockErrorLink';
import { fakeBackend, run } from './links.testing';

const cart = {
  cart: {
    id: 'c1',
    items: [
      { uid: 'i0', product: { sku: 'a' } },
      { uid: 'i1', product: null },
      { uid: 'i2', product: { sku: 'c' } },
      { uid: 'i3', product: null }
    ]
  }
};

describe('stock error surgery', () => {
  it('removes every out-of-stock item and drops its errors', () => {
    const result = removeStockErrors({
      data: cart,
      errors: [
        { message: 'The requested qty is not available', path: ['cart', 'items', 1, 'product'] },
        { message: 'There are no source items with the in stock status', path: ['cart', 'items', 3] }
      ]
    });
    expect(result.errors).toBeUndefined();
    expect((result.data as typeof cart).cart.items.map((item) => item.uid)).toEqual(['i0', 'i2']);
    // The response the link received is left untouched.
    expect(cart.cart.items).toHaveLength(4);
  });

  it('keeps other errors and drops a stock error without an item path', () => {
    const result = removeStockErrors({
      data: cart,
      errors: [
        { message: 'Some of the products are out of stock.', path: ['cart'] },
        { message: 'Could not find a cart with ID "x"', path: ['cart'] }
      ]
    });
    expect(result.errors).toEqual([{ message: 'Could not find a cart with ID "x"', path: ['cart'] }]);
    expect((result.data as typeof cart).cart.items).toHaveLength(4);
  });

  it('applies to results passing through the link', async () => {
    const backend = fakeBackend(() => ({
      data: cart,
      errors: [{ message: 'The requested qty is not available', path: ['cart', 'items', 0] }]
    }));
    const [result] = await run(ApolloLink.from([createStockErrorLink(), backend.link]), { query: parse('query { cart }') });
    expect(result.errors).toBeUndefined();
    expect((result.data as typeof cart).cart.items.map((item) => item.uid)).toEqual(['i1', 'i2', 'i3']);
  });
});
