import { screen, waitFor } from '@testing-library/react';
import type { Operation } from '@apollo/client/core';
import { renderShell } from '../testing';
import MagentoRoute from './MagentoRoute';

jest.mock('../../features/catalog/CategoryPage', () => ({
  __esModule: true,
  default: ({ uid }: { uid: string }) => <h1>Category {uid}</h1>
}));
jest.mock('../../features/catalog/ProductPage', () => ({
  __esModule: true,
  default: ({ urlKey }: { urlKey: string }) => <h1>Product {urlKey}</h1>
}));
jest.mock('../../features/cms/CmsPage', () => ({
  __esModule: true,
  default: ({ identifier }: { identifier: string }) => <h1>CMS {identifier}</h1>
}));

const route = (fields: Record<string, unknown> | null) => ({ data: { route: fields && { __typename: 'CategoryTree', redirect_code: 0, relative_url: null, ...fields } } });

describe('MagentoRoute (URL resolver)', () => {
  it('renders the category page for a category URL', async () => {
    await renderShell(<MagentoRoute />, { path: '/women.html', responses: { ResolveUrl: route({ type: 'CATEGORY', uid: 'Mw==', relative_url: 'women.html' }) } });
    expect(await screen.findByRole('heading', { name: 'Category Mw==' })).toBeInTheDocument();
  });

  it('renders a product page by its URL key and a CMS page by its identifier', async () => {
    await renderShell(<MagentoRoute />, {
      path: '/augusta-dress.html',
      responses: { ResolveUrl: route({ __typename: 'ConfigurableProduct', type: 'PRODUCT', uid: 'NDI=', url_key: 'augusta-dress' }) }
    });
    expect(await screen.findByRole('heading', { name: 'Product augusta-dress' })).toBeInTheDocument();
  });

  it('asks the backend about the path the shopper is on', async () => {
    const { sent } = await renderShell(<MagentoRoute />, {
      path: '/about.html',
      responses: { ResolveUrl: route({ __typename: 'CmsPage', type: 'CMS_PAGE', identifier: 'about' }) }
    });
    expect(await screen.findByRole('heading', { name: 'CMS about' })).toBeInTheDocument();
    expect(sent.map((operation: Operation) => operation.variables)).toContainEqual({ url: '/about.html' });
  });

  it('follows 301 and 302 redirects to the relative URL, adding the leading slash', async () => {
    await renderShell(<MagentoRoute />, {
      path: '/sale.html',
      responses: {
        ResolveUrl: (operation) =>
          operation.variables.url === '/sale.html'
            ? route({ type: 'CATEGORY', uid: 'Nw==', redirect_code: 301, relative_url: 'gift-ideas.html' })
            : route({ type: 'CATEGORY', uid: 'OQ==', relative_url: 'gift-ideas.html' })
      }
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/gift-ideas.html'));
    expect(await screen.findByRole('heading', { name: 'Category OQ==' })).toBeInTheDocument();
  });

  it('shows the not-found message when the URL resolves to nothing', async () => {
    await renderShell(<MagentoRoute />, { path: '/nothing.html', responses: { ResolveUrl: route(null) } });
    expect(await screen.findByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  });

  it('shows the internal-error message when resolution fails', async () => {
    await renderShell(<MagentoRoute />, { path: '/broken.html', responses: { ResolveUrl: { errors: [{ message: 'Backend exploded' }] } as never } });
    expect(await screen.findByText('Something went wrong. Sorry about that.')).toBeInTheDocument();
  });
});
