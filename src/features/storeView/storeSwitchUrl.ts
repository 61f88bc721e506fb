import type { AvailableStore, RouteType } from './storeViews';

// Where a store switch lands. Only the store switcher's menu needs it, so it loads with the menu on first opening.

/** Swaps the URL suffix of the old store view for the new one's (`.html` → `.htm`, or none). */
export function replaceUrlSuffix(pathname: string, fromSuffix: string | null | undefined, toSuffix: string | null | undefined): string {
  const stem = fromSuffix && pathname.endsWith(fromSuffix) ? pathname.slice(0, -fromSuffix.length) : pathname;
  return stem + (toSuffix ?? '');
}

type SuffixFields = Pick<AvailableStore, 'store_code' | 'category_url_suffix' | 'product_url_suffix'>;

/**
 * Where the shopper lands after switching to `target` (§2): the same page under the new store view
 * prefix, with a category or product page's URL suffix replaced by the new store view's.
 */
export function storeSwitchUrl(options: {
  pathname: string;
  search?: string;
  routeType?: RouteType | null;
  current?: SuffixFields;
  target: SuffixFields;
}): string {
  const { pathname, search = '', routeType, current, target } = options;
  let path = pathname;
  if (routeType === 'CATEGORY') path = replaceUrlSuffix(path, current?.category_url_suffix, target.category_url_suffix);
  if (routeType === 'PRODUCT') path = replaceUrlSuffix(path, current?.product_url_suffix, target.product_url_suffix);
  return `/${target.store_code}${path === '/' ? '/' : path}${search}`;
}
