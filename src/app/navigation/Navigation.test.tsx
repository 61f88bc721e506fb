import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeDrawer, setNextRootComponent, toggleDrawer } from '../../store';
import { getDetailsStages } from '../../features/account/user/userActions';
import type { RootState } from '../../store/rootState';
import { renderShell, shellConfigResponse } from '../shell.testing';
import Navigation from './Navigation';

const category = (uid: string, name: string, urlPath: string | null, children: unknown[]) => ({
  __typename: 'CategoryTree',
  uid,
  name,
  include_in_menu: 1,
  position: 1,
  url_path: urlPath,
  url_suffix: '.html',
  children_count: String(children.length),
  children
});
const child = (uid: string, name: string, urlPath: string, position: number, childrenCount: number, includeInMenu = 1) => ({
  __typename: 'CategoryTree',
  uid,
  name,
  include_in_menu: includeInMenu,
  position,
  url_path: urlPath,
  url_suffix: '.html',
  children_count: String(childrenCount)
});

const TREE: Record<string, unknown> = {
  'Mg==': category('Mg==', 'Default Category', null, [
    child('NA==', 'Men', 'men', 2, 2),
    child('Mw==', 'Women', 'women', 1, 3),
    child('OTk=', 'Hidden', 'hidden', 3, 0, 0)
  ]),
  'Mw==': category('Mw==', 'Women', 'women', [child('MTA=', 'Tops', 'women/tops', 1, 2), child('MTI=', 'Dresses', 'women/dresses', 2, 0)])
};

const storeView = (code: string, name: string, order: number, currency: string) => ({
  __typename: 'StoreConfig',
  id: order,
  code,
  store_code: code,
  store_name: name,
  store_group_code: 'main',
  store_group_name: 'Main Website Store',
  store_sort_order: order,
  locale: code === 'fr' ? 'fr_FR' : 'en_US',
  default_display_currency_code: currency,
  secure_base_media_url: `http://shop.test/media/${code}/`,
  category_url_suffix: '.html',
  product_url_suffix: '.html'
});

async function openDrawer({
  shellConfig = shellConfigResponse(),
  stores = [] as unknown[],
  currencies = ['USD'],
  preloadedState
}: { shellConfig?: ReturnType<typeof shellConfigResponse>; stores?: unknown[]; currencies?: string[]; preloadedState?: Partial<RootState> } = {}) {
  const view = await renderShell(
    <>
      <button type="button">Opener</button>
      <Navigation />
    </>,
    {
      preloadedState,
      responses: {
        GetShellConfig: shellConfig,
        GetNavigationCategory: (operation) => ({
          data: { categories: { __typename: 'CategoryResult', items: [TREE[operation.variables.uid as string]] } }
        }),
        GetAvailableStores: { data: { availableStores: stores } },
        GetCurrency: {
          data: {
            currency: {
              __typename: 'Currency',
              current_currency_code: 'USD',
              default_display_currency_code: 'USD',
              available_currency_codes: currencies
            }
          }
        }
      }
    }
  );
  screen.getByRole('button', { name: 'Opener' }).focus();
  act(() => void view.store.dispatch(toggleDrawer('nav')));
  return view;
}

describe('navigation drawer', () => {
  // First in the file: the sign-in form's chunk loads once per test file (React.lazy keeps it).
  it('titles SIGN_IN "Account" while its form loads, disables the footer and its switchers, then "Sign In"', async () => {
    const user = userEvent.setup();
    await openDrawer({
      stores: [storeView('default', 'Default Store View', 1, 'USD'), storeView('fr', 'French Store View', 2, 'EUR')],
      currencies: ['USD', 'EUR']
    });
    const dialog = await screen.findByRole('dialog', { name: 'Main Menu' });
    const storeSwitcher = await within(dialog).findByRole('button', { name: /^Store: / });
    const currencySwitcher = await within(dialog).findByRole('button', { name: /^Currency: / });
    expect(storeSwitcher).toBeEnabled();
    expect(currencySwitcher).toBeEnabled();

    // A synchronous click: the form's chunk has not arrived when the title is read.
    act(() => void fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' })));
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(storeSwitcher).toBeDisabled();
    expect(currencySwitcher).toBeDisabled();
    const footer = dialog.querySelector('footer') as HTMLElement;
    expect(within(footer).getByRole('button', { name: 'Create an Account' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Main Menu' })).toBeInTheDocument();
    expect(storeSwitcher).toBeEnabled();
    expect(currencySwitcher).toBeEnabled();
  });

  it('titles MY_ACCOUNT "Account" while the customer details load, then "My Account"', async () => {
    const user = userEvent.setup();
    const { store } = await openDrawer();
    act(() => {
      store.dispatch({ type: 'user/setToken', payload: 'tok' });
      store.dispatch(getDetailsStages.request());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Main Menu' });
    await user.click(within(dialog).getByRole('button', { name: 'My Account' }));
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    act(() => void store.dispatch(getDetailsStages.receive({ email: 'a@b.co', firstname: 'Ada', lastname: 'L' })));
    expect(screen.getByRole('dialog', { name: 'My Account' })).toBeInTheDocument();
  });

  it("links categories with the store config's category URL suffix, not a hard-coded .html", async () => {
    const user = userEvent.setup();
    await openDrawer({ shellConfig: shellConfigResponse({ category_url_suffix: '.htm' }) });
    await user.click(await screen.findByRole('button', { name: 'Women' }));
    const dialog = await screen.findByRole('dialog', { name: 'Women' });
    expect(await within(dialog).findByRole('link', { name: 'All Women' })).toHaveAttribute('href', '/women.htm');
    expect(within(dialog).getByRole('link', { name: 'Dresses' })).toHaveAttribute('href', '/women/dresses.htm');
  });

  it('resets the category shimmer type however it is closed (the mask closes it with closeDrawer)', async () => {
    const { store } = await openDrawer();
    act(() => void store.dispatch(setNextRootComponent('CATEGORY')));
    act(() => void store.dispatch(closeDrawer()));
    expect(store.getState().app).toMatchObject({ drawer: null, overlay: false, nextRootComponent: null });
  });

  it('opens as a dialog titled Main Menu with the top categories in menu order', async () => {
    await openDrawer();
    const dialog = await screen.findByRole('dialog', { name: 'Main Menu' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Women', 'Men']);
    expect(within(dialog).queryByText('Hidden')).not.toBeInTheDocument();
  });

  it('drills into a branch, offers "All <name>", links leaves, and goes back to the parent', async () => {
    const user = userEvent.setup();
    await openDrawer();
    await user.click(await screen.findByRole('button', { name: 'Women' }));
    const dialog = await screen.findByRole('dialog', { name: 'Women' });
    expect(await within(dialog).findByRole('link', { name: 'All Women' })).toHaveAttribute('href', '/women.html');
    expect(within(dialog).getByRole('link', { name: 'Dresses' })).toHaveAttribute('href', '/women/dresses.html');
    expect(within(dialog).getByRole('button', { name: 'Tops' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Main Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('closes when a category link is followed and navigates there', async () => {
    const user = userEvent.setup();
    const { store } = await openDrawer();
    await user.click(await screen.findByRole('button', { name: 'Women' }));
    await user.click(await screen.findByRole('link', { name: 'Dresses' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/women/dresses.html');
    expect(store.getState().app.drawer).toBeNull();
    expect(store.getState().app.nextRootComponent).toBe('CATEGORY');
  });

  it('moves focus inside, closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const { store } = await openDrawer();
    const dialog = await screen.findByRole('dialog', { name: 'Main Menu' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(store.getState().app.drawer).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus());
  });

  it('with a store or currency menu open, Escape closes only the menu (focus back on its trigger); the next one the drawer', async () => {
    const user = userEvent.setup();
    const { store } = await openDrawer({
      stores: [storeView('default', 'Default Store View', 1, 'USD'), storeView('fr', 'French Store View', 2, 'EUR')],
      currencies: ['USD', 'EUR']
    });
    const dialog = await screen.findByRole('dialog', { name: 'Main Menu' });
    for (const [triggerName, menuName] of [
      [/^Store: /, 'Choose a store'],
      [/^Currency: /, 'Choose a currency']
    ] as const) {
      const trigger = await within(dialog).findByRole('button', { name: triggerName });
      trigger.focus();
      await user.keyboard('{Enter}');
      const menu = await within(dialog).findByRole('list', { name: menuName });
      await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));

      await user.keyboard('{Escape}');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(trigger).toHaveFocus();
      expect(store.getState().app.drawer).toBe('nav');
    }

    await user.keyboard('{Escape}');
    expect(store.getState().app.drawer).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus());
  });

  it('keeps Tab inside the open drawer', async () => {
    const user = userEvent.setup();
    await openDrawer();
    const dialog = await screen.findByRole('dialog', { name: 'Main Menu' });
    await within(dialog).findByRole('button', { name: 'Men' });
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
