import { BrowserStorage } from '../../lib/storage';
import { replaceUrlSuffix, storeSwitchUrl } from './storeSwitchUrl';
import { saveStoreView, storeViewCodeInPath } from './storeViews';

const storage = new BrowserStorage(window.localStorage);

describe('store view prefix and switching', () => {
  beforeEach(() => window.localStorage.clear());

  it('recognises a known store view code as the first path segment only', () => {
    expect(storeViewCodeInPath('/fr/tops.html')).toBe('fr');
    expect(storeViewCodeInPath('/default')).toBe('default');
    expect(storeViewCodeInPath('/france/tops.html')).toBeUndefined();
    expect(storeViewCodeInPath('/tops/fr')).toBeUndefined();
    expect(storeViewCodeInPath('/')).toBeUndefined();
  });

  it("saves a store view's code, currency and media base URL", () => {
    saveStoreView(storage, { store_code: 'fr', default_display_currency_code: 'EUR', secure_base_media_url: 'https://x/media/' });
    expect(storage.getItem('store_view_code')).toBe('fr');
    expect(storage.getItem('store_view_currency')).toBe('EUR');
    expect(storage.getItem('store_view_secure_base_media_url')).toBe('https://x/media/');
    // Without details, the known currency of the view applies and the old media URL is dropped.
    saveStoreView(storage, { store_code: 'default', default_display_currency_code: null, secure_base_media_url: null });
    expect(storage.getItem('store_view_currency')).toBe('USD');
    expect(storage.getItem('store_view_secure_base_media_url')).toBeUndefined();
  });

  it('replaces the URL suffix on category and product pages only', () => {
    const current = { store_code: 'default', category_url_suffix: '.html', product_url_suffix: '.htm' };
    const target = { store_code: 'fr', category_url_suffix: '', product_url_suffix: '.php' };
    expect(storeSwitchUrl({ pathname: '/tops.html', search: '?page=2', routeType: 'CATEGORY', current, target })).toBe('/fr/tops?page=2');
    expect(storeSwitchUrl({ pathname: '/shirt.htm', routeType: 'PRODUCT', current, target })).toBe('/fr/shirt.php');
    expect(storeSwitchUrl({ pathname: '/about-us', routeType: 'CMS_PAGE', current, target })).toBe('/fr/about-us');
    expect(storeSwitchUrl({ pathname: '/', target })).toBe('/fr/');
    expect(replaceUrlSuffix('/a', null, '.html')).toBe('/a.html');
  });
});
