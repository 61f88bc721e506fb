import { STORE_VIEW_CODE_KEY, STORE_VIEW_CURRENCY_KEY, STORE_VIEW_SECURE_BASE_MEDIA_URL_KEY, type BrowserStorage } from '../../lib/storage';
import type { GetAvailableStoresQuery } from './getAvailableStores.graphql';
import type { UrlRewriteEntityTypeEnum } from '../../graphql/schemaTypes.generated';

export type RouteType = UrlRewriteEntityTypeEnum;

type AvailableStoreAnswer = NonNullable<NonNullable<GetAvailableStoresQuery['availableStores']>[number]>;

/** A store view the shopper can switch to (§3 available store fields): one without a code could not be addressed. */
export type AvailableStore = AvailableStoreAnswer & { store_code: string };

/** The store views of a GetAvailableStores answer (the schema allows empty entries; none can be switched to). */
export function availableStoresOf(answer: GetAvailableStoresQuery | null | undefined): AvailableStore[] {
  return (answer?.availableStores ?? []).filter((store): store is AvailableStore => Boolean(store?.store_code));
}

/** The store views of §9 with their default currencies, known before any request. */
export const KNOWN_STORE_VIEWS: Readonly<Record<string, { currency: string }>> = {
  default: { currency: 'USD' },
  fr: { currency: 'EUR' }
};

/** The store view code a path begins with, if it begins with one (`/fr/tops.html` → `fr`). */
export function storeViewCodeInPath(pathname: string, knownCodes: readonly string[] = Object.keys(KNOWN_STORE_VIEWS)): string | undefined {
  const firstSegment = pathname.split('/')[1];
  return firstSegment && knownCodes.includes(firstSegment) ? firstSegment : undefined;
}

/** Remembers a store view choice (§2): its code, currency and media base URL. */
export function saveStoreView(
  storage: BrowserStorage,
  store: Pick<AvailableStore, 'store_code' | 'default_display_currency_code' | 'secure_base_media_url'>
): void {
  storage.setItem(STORE_VIEW_CODE_KEY, store.store_code);
  const currency = store.default_display_currency_code ?? KNOWN_STORE_VIEWS[store.store_code]?.currency;
  if (currency) storage.setItem(STORE_VIEW_CURRENCY_KEY, currency);
  else storage.removeItem(STORE_VIEW_CURRENCY_KEY);
  if (store.secure_base_media_url) storage.setItem(STORE_VIEW_SECURE_BASE_MEDIA_URL_KEY, store.secure_base_media_url);
  else storage.removeItem(STORE_VIEW_SECURE_BASE_MEDIA_URL_KEY);
}
