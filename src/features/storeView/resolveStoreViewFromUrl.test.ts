import { BrowserStorage } from '../../lib/storage';
import { resolveStoreViewFromUrl } from './resolveStoreViewFromUrl';

const storage = new BrowserStorage(window.localStorage);
const frStore = {
  store_code: 'fr',
  default_display_currency_code: 'EUR',
  secure_base_media_url: 'http://shop.test/media/'
};

function boot(pathname: string, query: jest.Mock = jest.fn(async () => ({ data: { availableStores: [frStore] } }))) {
  const history = { replaceState: jest.fn() };
  const location = { pathname, search: '?q=1', hash: '' };
  return { result: resolveStoreViewFromUrl({ storage, apollo: { query } as never, location, history }), history, query };
}

describe('resolveStoreViewFromUrl', () => {
  beforeEach(() => window.localStorage.clear());

  it('uses the stored store view code as the router base path', async () => {
    storage.setItem('store_view_code', 'fr');
    const { result, history, query } = boot('/fr/tops.html');
    await expect(result).resolves.toEqual({ basename: '/fr' });
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(query).not.toHaveBeenCalled();
  });

  it('saves another store view named by the URL, with its currency and media URL, and asks for a reload', async () => {
    const { result } = boot('/fr/tops.html');
    await expect(result).resolves.toEqual({ mustReload: true });
    expect(storage.getItem('store_view_code')).toBe('fr');
    expect(storage.getItem('store_view_currency')).toBe('EUR');
    expect(storage.getItem('store_view_secure_base_media_url')).toBe('http://shop.test/media/');
  });

  it('still switches when the store list cannot be loaded', async () => {
    const { result } = boot(
      '/fr/',
      jest.fn(async () => Promise.reject(new Error('offline')))
    );
    await expect(result).resolves.toEqual({ mustReload: true });
    expect(storage.getItem('store_view_code')).toBe('fr');
    expect(storage.getItem('store_view_currency')).toBe('EUR');
  });

  it('puts the stored code in front of a URL without one', async () => {
    const { result, history } = boot('/sign-in');
    await expect(result).resolves.toEqual({ basename: '/default' });
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/default/sign-in?q=1');
  });
});
