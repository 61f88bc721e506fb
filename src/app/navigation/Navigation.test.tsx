import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toggleDrawer } from '../../store';
import { renderShell, shellConfigResponse } from '../testing';
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

async function openDrawer() {
  const view = await renderShell(
    <>
      <button type="button">Opener</button>
      <Navigation />
    </>,
    {
      responses: {
        GetShellConfig: shellConfigResponse(),
        GetNavigationCategory: (operation) => ({ data: { categories: { __typename: 'CategoryResult', items: [TREE[operation.variables.uid as string]] } } }),
        GetAvailableStores: { data: { availableStores: [] } },
        GetCurrency: { data: { currency: { __typename: 'Currency', default_display_currency_code: 'USD', available_currency_codes: ['USD'] } } }
      }
    }
  );
  screen.getByRole('button', { name: 'Opener' }).focus();
  act(() => void view.store.dispatch(toggleDrawer('nav')));
  return view;
}

describe('navigation drawer', () => {
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
