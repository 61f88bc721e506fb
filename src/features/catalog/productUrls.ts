/** The storefront path of a product: its URL key and suffix at the root (§2). */
export function productPath(product: { url_key: string | null; url_suffix: string | null }): string {
  return `/${product.url_key ?? ''}${product.url_suffix ?? '.html'}`;
}

/** The storefront path of a category: '/' + url_path + suffix (§2 Mega menu). */
export function categoryPath(urlPath: string | null, urlSuffix: string | null = '.html'): string {
  return `/${urlPath ?? ''}${urlSuffix ?? '.html'}`;
}
