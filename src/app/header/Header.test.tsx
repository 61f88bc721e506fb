import { act, screen } from '@testing-library/react';
import { renderShell, shellConfigResponse } from '../shell.testing';
import Header from './Header';

// The header's other parts (mega menu, switchers) ask for their data too: one store view, one currency, no categories.
const otherParts = {
  GetNavigationCategory: { data: { categories: { __typename: 'CategoryResult', items: [] } } },
  GetAvailableStores: { data: { availableStores: [] } },
  GetCurrency: {
    data: {
      currency: { __typename: 'Currency', current_currency_code: 'USD', default_display_currency_code: 'USD', available_currency_codes: ['USD'] }
    }
  }
};

beforeEach(() => {
  window.matchMedia = jest.fn(() => ({
    matches: false,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn()
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

/** Lets the other parts' answers arrive inside act. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('header logo', () => {
  it("names the link by where it leads, the shop's home page, not by the store view", async () => {
    await renderShell(<Header showOfflineIcon={false} />, {
      path: '/women.html',
      responses: { ...otherParts, GetShellConfig: shellConfigResponse({ store_name: 'Default Store View', store_group_name: 'Main Website Store' }) }
    });
    const home = await screen.findByRole('link', { name: 'Main Website Store home' });
    expect(home).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Default Store View' })).not.toBeInTheDocument();
    // The wordmark itself stays, hidden from assistive technology as the link names it.
    expect(home.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await settle();
  });

  it('is "Home" until the store config is known', async () => {
    await renderShell(<Header showOfflineIcon={false} />, { responses: { ...otherParts, GetShellConfig: () => new Promise(() => undefined) } });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await settle();
  });
});
