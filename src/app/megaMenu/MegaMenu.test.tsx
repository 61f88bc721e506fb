import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, shellConfigResponse } from '../shell.testing';
import MegaMenu from './MegaMenu';
import { toMenuTree, type MenuCategoryData } from './menuCategories';

const node = (uid: string, name: string, urlPath: string, position: number, children: unknown[] = [], includeInMenu = 1) => ({
  __typename: 'CategoryTree',
  uid,
  name,
  include_in_menu: includeInMenu,
  position,
  url_path: urlPath,
  children
});
const top = (uid: string, name: string, urlPath: string, position: number, childrenCount: number, includeInMenu = 1) => {
  const { children: _none, ...rest } = node(uid, name, urlPath, position, [], includeInMenu);
  return { ...rest, children_count: String(childrenCount) };
};

/** The top level only: what every page (and its first HTML) carries. */
const MENU = {
  data: {
    categoryList: [
      {
        __typename: 'CategoryTree',
        uid: 'Mg==',
        name: 'Default Category',
        children: [top('NA==', 'Men', 'men', 2, 0), top('Mw==', 'Women', 'women', 1, 3), top('OA==', 'Outlet', 'outlet', 3, 0, 0)]
      }
    ]
  }
};
/** Women's panel, asked when it first opens. */
const WOMEN_PANEL = {
  data: {
    categories: {
      __typename: 'CategoryResult',
      items: [
        {
          __typename: 'CategoryTree',
          uid: 'Mw==',
          children: [
            node('MTA=', 'Tops', 'women/tops', 1, [node('MTM=', 'Blouses', 'women/tops/blouses', 1, [])]),
            node('X', 'Archive', 'women/archive', 0, [], 0)
          ]
        }
      ]
    }
  }
};
const responses = (overrides: Record<string, unknown> = {}) => ({
  GetMegaMenu: MENU,
  GetMegaMenuPanel: WOMEN_PANEL,
  GetShellConfig: shellConfigResponse(overrides)
});

describe('mega menu', () => {
  it("lists only menu categories, by position, linking to url_path + the store config's category URL suffix", async () => {
    const user = userEvent.setup();
    await renderShell(<MegaMenu />, { responses: responses({ category_url_suffix: '.htm' }) });
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    await within(nav).findByRole('link', { name: 'Women' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent)
    ).toEqual(['Women', 'Men']);
    await user.hover(within(nav).getByRole('link', { name: 'Women' }));
    expect(await within(nav).findByRole('link', { name: 'Blouses' })).toHaveAttribute('href', '/women/tops/blouses.htm');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent)
    ).toEqual(['Women', 'Tops', 'Blouses', 'Men']);
    expect(within(nav).queryByText('Outlet')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Archive')).not.toBeInTheDocument();
  });

  it('asks for a panel’s levels only when it first opens, and only for a category that has some', async () => {
    const user = userEvent.setup();
    const { sent } = await renderShell(<MegaMenu />, { responses: responses() });
    const panelsAsked = () => sent.filter((operation) => operation.operationName === 'GetMegaMenuPanel').map((operation) => operation.variables.uid);
    await user.hover(await screen.findByRole('link', { name: 'Men' }));
    await user.hover(screen.getByRole('link', { name: 'Women' }));
    await screen.findByRole('link', { name: 'Tops' });
    await user.hover(screen.getByRole('link', { name: 'Men' }));
    await user.hover(screen.getByRole('link', { name: 'Women' }));
    expect(panelsAsked()).toEqual(['Mw==']);
  });

  it('is reachable with the keyboard and marks the next page as a category', async () => {
    const user = userEvent.setup();
    const { store } = await renderShell(<MegaMenu />, { responses: responses() });
    await screen.findByRole('link', { name: 'Women' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Women' })).toHaveFocus();
    // Focus opens the panel; its links come with it.
    await screen.findByRole('link', { name: 'Tops' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Tops' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/women/tops.html');
    expect(store.getState().app.nextRootComponent).toBe('CATEGORY');
  });

  it('links without a suffix when the store has none (no hard-coded .html)', async () => {
    const user = userEvent.setup();
    await renderShell(<MegaMenu />, { responses: responses({ category_url_suffix: null }) });
    expect(await screen.findByRole('link', { name: 'Men' })).toHaveAttribute('href', '/men');
    await user.hover(screen.getByRole('link', { name: 'Women' }));
    expect(await screen.findByRole('link', { name: 'Blouses' })).toHaveAttribute('href', '/women/tops/blouses');
  });

  it('stops after three levels below the top categories', () => {
    const deep = node('1', 'A', 'a', 1, [
      node('2', 'B', 'a/b', 1, [node('3', 'C', 'a/b/c', 1, [node('4', 'D', 'a/b/c/d', 1, [node('5', 'E', 'a/b/c/d/e', 1)])])])
    ]);
    const [top] = toMenuTree([deep] as MenuCategoryData[], '.html');
    expect(top.children[0].children[0].children[0].name).toBe('D');
    expect(top.children[0].children[0].children[0].children).toEqual([]);
  });
});
