import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { persistedCacheKey } from '../../graphql/persistence';
import { reloadPage } from '../../lib/pageNavigation';
import { BrowserStorage } from '../../lib/storage';
import CurrencySwitcher from './CurrencySwitcher';
import { renderWithStorefront, storeConfigResponse } from './storeView.testing';

jest.mock('../../lib/pageNavigation');

const currency = (codes: string[]) => ({
  data: { currency: { __typename: 'Currency', default_display_currency_code: 'USD', available_currency_codes: codes } }
});

describe('CurrencySwitcher', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.mocked(reloadPage).mockReset();
  });

  it('is hidden with a single currency', async () => {
    const { sent } = await renderWithStorefront(<CurrencySwitcher />, {
      responses: { GetLocale: storeConfigResponse(), GetCurrency: currency(['USD']) }
    });
    await waitFor(() => expect(sent.map((operation) => operation.operationName)).toContain('GetCurrency'));
    await act(async () => undefined);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the current currency and offers the others in a menu at most 24rem high', async () => {
    await renderWithStorefront(<CurrencySwitcher />, {
      responses: { GetLocale: storeConfigResponse(), GetCurrency: currency(['USD', 'EUR', 'CHF']) }
    });
    const trigger = await screen.findByRole('button', { name: 'Currency: $ USD' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('list', { name: 'Choose a currency' });
    expect(menu).toHaveClass('currencyMenu');
    expect(Array.from(menu.querySelectorAll('button')).map((button) => button.textContent)).toEqual(['$ USD', '€ EUR', 'CHF']);
  });

  it('stores the chosen currency, drops the cached prices and reloads', async () => {
    await renderWithStorefront(<CurrencySwitcher />, {
      responses: { GetLocale: storeConfigResponse(), GetCurrency: currency(['USD', 'EUR']) }
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Currency: $ USD' }));
    window.localStorage.setItem(persistedCacheKey('default'), '{"ROOT_QUERY":{}}');
    await userEvent.click(await screen.findByRole('button', { name: '€ EUR' }));
    expect(new BrowserStorage(window.localStorage).getItem('store_view_currency')).toBe('EUR');
    expect(window.localStorage.getItem(persistedCacheKey('default'))).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows the stored currency as current', async () => {
    new BrowserStorage(window.localStorage).setItem('store_view_currency', 'EUR');
    await renderWithStorefront(<CurrencySwitcher />, {
      responses: { GetLocale: storeConfigResponse(), GetCurrency: currency(['USD', 'EUR']) }
    });
    expect(await screen.findByRole('button', { name: 'Currency: € EUR' })).toBeInTheDocument();
  });
});
