import { screen, waitFor } from '@testing-library/react';
import { renderShell } from '../shell.testing';
import MagentoRoute from './MagentoRoute';

// Its own file: "the very first load" is per page load, i.e. per fresh module registry.
jest.mock('../../features/catalog/CategoryPage', () => ({
  __esModule: true,
  default: ({ uid }: { uid: string }) => <h1>Category {uid}</h1>
}));

const route = (fields: Record<string, unknown>) => ({
  data: { route: { __typename: 'CategoryTree', redirect_code: 0, relative_url: null, ...fields } }
});

describe('MagentoRoute on the very first load', () => {
  it('shows nothing at all while the very first page resolves', async () => {
    let answer: (value: unknown) => void = () => {};
    const { container, sent } = await renderShell(<MagentoRoute />, {
      path: '/women.html',
      responses: { ResolveUrl: () => new Promise((resolve) => (answer = resolve)) as never }
    });
    // The request reaches the backend once the link chain's network part has loaded.
    await waitFor(() => expect(sent.map((operation) => operation.operationName)).toContain('ResolveUrl'));
    expect(screen.queryByText('Fetching Data...')).not.toBeInTheDocument();
    expect(container.querySelector('h1')).toBeNull();
    answer(route({ type: 'CATEGORY', uid: 'Mw==' }));
    expect(await screen.findByRole('heading', { name: 'Category Mw==' })).toBeInTheDocument();
  });
});
