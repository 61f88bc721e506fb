import type { Operation } from '@apollo/client/core';
import { createTestApolloClient } from '../../graphql/createTestApolloClient.testing';
import { prefetchRoute } from './prefetchRoute';

const route = (fields: Record<string, unknown>) => ({ data: { route: { relative_url: 'x.html', redirect_code: 0, ...fields } } });
// The page queries only need to be sent: their answers are the page's business.
const unanswered = () => {
  throw new Error('not answered in this test');
};
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const byName = (sent: Operation[]) => Object.fromEntries(sent.map((operation) => [operation.operationName, operation.variables]));

describe('prefetchRoute', () => {
  it("resolves a category URL, then asks for the category, its listing (the URL's filters, sort and page) and its filters", async () => {
    const { client, sent } = await createTestApolloClient({
      ResolveUrl: route({ __typename: 'CategoryTree', type: 'CATEGORY', uid: 'Mw==' }),
      GetCategory: unanswered,
      GetProductListing: unanswered,
      GetFilterOptions: unanswered
    });
    prefetchRoute(client, '/women.html', '?color=50&sort=price-asc&page=2');
    await settle();
    expect(byName(sent)).toEqual({
      ResolveUrl: { url: '/women.html' },
      GetCategory: { uid: 'Mw==' },
      GetProductListing: {
        filter: { category_uid: { eq: 'Mw==' }, color: { eq: '50' } },
        pageSize: 6,
        currentPage: 2,
        sort: { price: 'ASC' }
      },
      GetFilterOptions: { filter: { category_uid: { eq: 'Mw==' } } }
    });
  });

  it('resolves a product URL, then asks for the product and its choices', async () => {
    const { client, sent } = await createTestApolloClient({
      ResolveUrl: route({ __typename: 'ConfigurableProduct', type: 'PRODUCT', uid: 'NDI=', url_key: 'augusta-dress' }),
      GetProductDetail: unanswered,
      GetProductChoices: unanswered
    });
    prefetchRoute(client, '/augusta-dress.html');
    await settle();
    expect(byName(sent)).toEqual({
      ResolveUrl: { url: '/augusta-dress.html' },
      GetProductDetail: { urlKey: 'augusta-dress' },
      GetProductChoices: { urlKey: 'augusta-dress' }
    });
  });

  it('leaves listed routes alone', async () => {
    const { client, sent } = await createTestApolloClient({});
    prefetchRoute(client, '/cart');
    prefetchRoute(client, '/');
    await settle();
    expect(sent).toHaveLength(0);
  });
});
