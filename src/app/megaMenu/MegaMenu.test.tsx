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

const MENU = {
  data: {
    categoryList: [
      {
        __typename: 'CategoryTree',
        uid: 'Mg==',
        name: 'Default Category',
        children: [
          node('NA==', 'Men', 'men', 2),
          node('Mw==', 'Women', 'women', 1, [
            node('MTA=', 'Tops', 'women/tops', 1, [node('MTM=', 'Blouses', 'women/tops/blouses', 1)]),
            node('X', 'Archive', 'women/archive', 0, [], 0)
          ]),
          node('OA==', 'Outlet', 'outlet', 3, [], 0)
        ]
      }
    ]
  }
};

describe('mega menu', () => {
  it("lists only menu categories, by position, linking to url_path + the store config's category URL suffix", async () => {
    await renderShell(<MegaMenu />, { responses: { GetMegaMenu: MENU, GetShellConfig: shellConfigResponse({ category_url_suffix: '.htm' }) } });
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    await within(nav).findByRole('link', { name: 'Women' });
    const topLinks = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(topLinks).toEqual(['Women', 'Tops', 'Blouses', 'Men']);
    expect(within(nav).getByRole('link', { name: 'Blouses' })).toHaveAttribute('href', '/women/tops/blouses.htm');
    expect(within(nav).queryByText('Outlet')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Archive')).not.toBeInTheDocument();
  });

  it('is reachable with the keyboard and marks the next page as a category', async () => {
    const user = userEvent.setup();
    const { store } = await renderShell(<MegaMenu />, { responses: { GetMegaMenu: MENU, GetShellConfig: shellConfigResponse() } });
    await screen.findByRole('link', { name: 'Women' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Women' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Tops' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/women/tops.html');
    expect(store.getState().app.nextRootComponent).toBe('CATEGORY');
  });

  it('links without a suffix when the store has none (no hard-coded .html)', async () => {
    await renderShell(<MegaMenu />, { responses: { GetMegaMenu: MENU, GetShellConfig: shellConfigResponse({ category_url_suffix: null }) } });
    expect(await screen.findByRole('link', { name: 'Blouses' })).toHaveAttribute('href', '/women/tops/blouses');
    expect(screen.getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/men');
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
