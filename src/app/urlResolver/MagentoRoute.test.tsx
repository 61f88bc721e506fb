import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Operation } from '@apollo/client/core';
import { OfflineError } from '../../lib/offline';
import { renderShell } from '../shell.testing';
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

const route = (fields: Record<string, unknown> | null) => ({
  data: { route: fields && { __typename: 'CategoryTree', redirect_code: 0, relative_url: null, ...fields } }
});

describe('MagentoRoute (URL resolver)', () => {
  it('renders the category page for a category URL', async () => {
    await renderShell(<MagentoRoute />, {
      path: '/women.html',
      responses: { ResolveUrl: route({ type: 'CATEGORY', uid: 'Mw==', relative_url: 'women.html' }) }
    });
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

  describe('offline', () => {
    let online = true;
    beforeEach(() => {
      online = true;
      jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    });
    afterEach(() => jest.restoreAllMocks());

    it('says a page not saved for offline use needs a connection, and loads it once the connection returns', async () => {
      online = false;
      const { sent } = await renderShell(<MagentoRoute />, {
        path: '/men.html',
        responses: {
          ResolveUrl: () => {
            if (!online) throw new OfflineError();
            return route({ type: 'CATEGORY', uid: 'NQ==', relative_url: 'men.html' });
          }
        }
      });
      expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
      expect(screen.getByText(/This page has not been saved on this device yet/)).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong. Sorry about that.')).not.toBeInTheDocument();

      // Still offline: the button tries again and explains again, without a generic error.
      const attempts = sent.length;
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(sent.length).toBeGreaterThan(attempts));
      expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong. Sorry about that.')).not.toBeInTheDocument();

      online = true;
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByRole('heading', { name: 'Category NQ==' })).toBeInTheDocument();
    });

    it('keeps the generic error for a failure that is not about the connection', async () => {
      await renderShell(<MagentoRoute />, {
        path: '/broken.html',
        responses: {
          ResolveUrl: () => {
            throw new TypeError('Failed to fetch');
          }
        }
      });
      expect(await screen.findByText('Something went wrong. Sorry about that.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument();
    });
  });
});
