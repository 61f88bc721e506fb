export interface MenuCategoryData {
  uid: string;
  name: string | null;
  include_in_menu: number | null;
  position: number | null;
  url_path: string | null;
  url_suffix: string | null;
  children?: MenuCategoryData[] | null;
}

export interface MenuCategory {
  uid: string;
  name: string;
  path: string;
  children: MenuCategory[];
}

/** A category link is '/' + url_path + the category URL suffix (§2). */
export function categoryPath(category: { url_path?: string | null; url_suffix?: string | null }, fallbackSuffix = '.html'): string {
  return `/${category.url_path ?? ''}${category.url_suffix ?? fallbackSuffix}`;
}

/** Only categories with include_in_menu, sorted by position, down to `depth` levels (§2). */
export function toMenuTree(categories: MenuCategoryData[] | null | undefined, depth = 3): MenuCategory[] {
  if (!categories || depth < 0) return [];
  return categories
    .filter((category) => Boolean(category.include_in_menu) && category.url_path)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((category) => ({
      uid: category.uid,
      name: category.name ?? '',
      path: categoryPath(category),
      children: toMenuTree(category.children, depth - 1)
    }));
}
