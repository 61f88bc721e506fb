import { screen } from '@testing-library/react';
import { renderShell } from '../shell.testing';
import MagentoRoute from './MagentoRoute';
import resolveUrl from './resolveUrl.graphql';
import { PAGE_COMPONENTS } from '../pageComponents';

// Its own file: "the very first load" is per page load, i.e. per fresh module registry.
jest.mock('../../features/catalog/CategoryPage', () => ({
  __esModule: true,
  default: ({ uid }: { uid: string }) => <h1>Category {uid}</h1>
}));

const categoryRoute = {
  data: { route: { __typename: 'CategoryTree', type: 'CATEGORY', uid: 'Mw==', redirect_code: 0, relative_url: 'women.html' } }
};

describe('MagentoRoute on a landing page the boot has prepared', () => {
  it('shows the page in the very first render when its route is answered and its chunk is in', async () => {
    await renderShell(<MagentoRoute />, {
      path: '/women.html',
      responses: { ResolveUrl: categoryRoute, GetCategory: () => new Promise(() => {}) as never },
      // What the boot does: the server's page data answers the route, and the page's chunk is loaded.
      beforeRender: (client) =>
        Promise.all([client.query({ query: resolveUrl, variables: { url: '/women.html' } }), PAGE_COMPONENTS.category.preload()])
    });
    // No waiting: the page is in the first commit, not one suspended frame (or resolver round) later.
    expect(screen.getByRole('heading', { name: 'Category Mw==' })).toBeInTheDocument();
  });
});
