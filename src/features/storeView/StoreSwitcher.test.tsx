import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPage } from '../../lib/pageNavigation';
import { BrowserStorage } from '../../lib/storage';
import StoreSwitcher from './StoreSwitcher';
import { renderWithStorefront, storeConfigResponse } from './storeView.testing';

jest.mock('../../lib/pageNavigation');

const store = (code: string, name: string, order: number, currency: string, suffix: string) => ({
  __typename: 'StoreConfig',
  id: order,
  code,
  store_code: code,
  store_name: name,
  store_group_code: 'main',
  store_group_name: 'Main',
  store_sort_order: order,
  locale: code === 'fr' ? 'fr_FR' : 'en_US',
  default_display_currency_code: currency,
  secure_base_media_url: `http://shop.test/media/${code}/`,
  category_url_suffix: suffix,
  product_url_suffix: suffix
});

const twoStores = {
  data: { availableStores: [store('fr', 'French Store View', 2, 'EUR', '.htm'), store('default', 'Default Store View', 1, 'USD', '.html')] }
};

const route = (type: string) => ({
  data: { route: { __typename: type === 'CATEGORY' ? 'CategoryTree' : 'SimpleProduct', relative_url: 'tops.html', type, uid: 'u1' } }
});

describe('StoreSwitcher', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.mocked(loadPage).mockReset();
  });

  it('is hidden with one store', async () => {
    const { sent } = await renderWithStorefront(<StoreSwitcher />, {
      responses: {
        GetLocale: storeConfigResponse(),
        GetAvailableStores: { data: { availableStores: [store('default', 'Default Store View', 1, 'USD', '.html')] } }
      }
    });
    await waitFor(() => expect(sent.map((operation) => operation.operationName)).toContain('GetAvailableStores'));
    await act(async () => undefined);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists the stores in sort order and marks the current one', async () => {
    await renderWithStorefront(<StoreSwitcher />, { responses: { GetLocale: storeConfigResponse(), GetAvailableStores: twoStores } });
    const trigger = await screen.findByRole('button', { name: 'Store: Default Store View' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('list', { name: 'Choose a store' });
    const options = Array.from(menu.querySelectorAll('button')).map((button) => button.textContent);
    expect(options).toEqual(['Default Store View', 'French Store View']);
    expect(screen.getByRole('button', { name: 'Default Store View' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no menu until first opened, then keeps it mounted for the closing transition', async () => {
    await renderWithStorefront(<StoreSwitcher />, { responses: { GetLocale: storeConfigResponse(), GetAvailableStores: twoStores } });
    const trigger = await screen.findByRole('button', { name: 'Store: Default Store View' });
    expect(screen.queryByRole('list', { hidden: true })).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-controls');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('list', { name: 'Choose a store' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(menu).toHaveClass('menuOpen'));
    await userEvent.click(trigger);
    expect(screen.getByRole('list', { hidden: true })).toHaveClass('menu');
  });

  it('works by keyboard: Enter opens with the focus on the current choice, Escape closes with focus back on the trigger', async () => {
    await renderWithStorefront(<StoreSwitcher />, { responses: { GetLocale: storeConfigResponse(), GetAvailableStores: twoStores } });
    const trigger = await screen.findByRole('button', { name: 'Store: Default Store View' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // The menu arrives with its chunk: the focus follows it in rather than staying behind on the trigger.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Default Store View' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'French Store View' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    // Opened with the pointer, the focus stays where the shopper clicked.
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Choose a store' })).toHaveClass('menuOpen'));
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    await renderWithStorefront(<StoreSwitcher />, { responses: { GetLocale: storeConfigResponse(), GetAvailableStores: twoStores } });
    const trigger = await screen.findByRole('button', { name: 'Store: Default Store View' });
    await userEvent.click(trigger);
    await screen.findByRole('list', { name: 'Choose a store' });
    await userEvent.click(document.body);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches to the French view on a category page: saves the view and loads the page with its suffix', async () => {
    await renderWithStorefront(<StoreSwitcher />, {
      path: '/tops.html',
      responses: { GetLocale: storeConfigResponse(), GetAvailableStores: twoStores, ResolveStoreViewRoute: route('CATEGORY') }
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Store: Default Store View' }));
    await userEvent.click(await screen.findByRole('button', { name: 'French Store View' }));
    expect(loadPage).toHaveBeenCalledWith('/fr/tops.htm');
    const storage = new BrowserStorage(window.localStorage);
    expect(storage.getItem('store_view_code')).toBe('fr');
    expect(storage.getItem('store_view_currency')).toBe('EUR');
    expect(storage.getItem('store_view_secure_base_media_url')).toBe('http://shop.test/media/fr/');
  });

  it('keeps the path of a page that is neither category nor product', async () => {
    await renderWithStorefront(<StoreSwitcher />, {
      path: '/about-us.html',
      responses: {
        GetLocale: storeConfigResponse(),
        GetAvailableStores: twoStores,
        ResolveStoreViewRoute: { data: { route: { __typename: 'CmsPage', relative_url: 'about-us.html', type: 'CMS_PAGE' } } }
      }
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Store: Default Store View' }));
    await userEvent.click(await screen.findByRole('button', { name: 'French Store View' }));
    expect(loadPage).toHaveBeenCalledWith('/fr/about-us.html');
  });

  it('does nothing when the current store is chosen', async () => {
    await renderWithStorefront(<StoreSwitcher />, { responses: { GetLocale: storeConfigResponse(), GetAvailableStores: twoStores } });
    await userEvent.click(await screen.findByRole('button', { name: 'Store: Default Store View' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Default Store View' }));
    expect(loadPage).not.toHaveBeenCalled();
    // The chosen option is hidden with its menu: the focus goes back to the trigger rather than being lost.
    expect(screen.getByRole('button', { name: 'Store: Default Store View' })).toHaveFocus();
  });
});
