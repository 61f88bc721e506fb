import { createTestApolloClient } from '../../graphql/testing/createTestApolloClient';
import { prefetchRoute } from './prefetchRoute';
import { preloadRootComponent } from './rootComponents';

jest.mock('./rootComponents', () => ({
  ...jest.requireActual('./rootComponents'),
  preloadRootComponent: jest.fn(() => Promise.resolve())
}));

const categoryRoute = { data: { route: { __typename: 'CategoryTree', relative_url: 'women.html', redirect_code: 0, type: 'CATEGORY', uid: 'Mw==' } } };

describe('prefetchRoute', () => {
  it('resolves the landing URL into the cache and preloads its page chunk', async () => {
    const { client, sent } = await createTestApolloClient({ ResolveUrl: categoryRoute });
    prefetchRoute(client, '/women.html');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.map((operation) => operation.variables)).toEqual([{ url: '/women.html' }]);
    expect(preloadRootComponent).toHaveBeenCalledWith('CATEGORY');
  });

  it('leaves listed routes alone', async () => {
    const { client, sent } = await createTestApolloClient({});
    prefetchRoute(client, '/cart');
    prefetchRoute(client, '/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toHaveLength(0);
  });
});
