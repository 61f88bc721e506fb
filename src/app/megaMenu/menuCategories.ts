import { isPresent } from '../../lib/isPresent';
import type { MegaMenuCategoryFragment } from './megaMenuCategory.graphql';

/** A category of the mega menu's query, with the levels below it that the query asks for. */
export type MenuCategoryData = MegaMenuCategoryFragment & {
  children?: ReadonlyArray<MenuCategoryData | null> | null;
  children_count?: string | null;
};

export interface MenuCategory {
  uid: string;
  name: string;
  path: string;
  children: MenuCategory[];
  /** Whether there are levels below, asked or not yet (a top category's come with its panel). */
  hasChildren: boolean;
}

/**
 * A category link is '/' + url_path + the category URL suffix (§2): the store config's
 * `category_url_suffix`, which a shop may set to anything, or to nothing.
 */
export function categoryPath(urlPath: string | null | undefined, categoryUrlSuffix: string | null | undefined): string {
  return `/${urlPath ?? ''}${categoryUrlSuffix ?? ''}`;
}

/** Only categories with include_in_menu, sorted by position, down to `depth` levels (§2). */
export function toMenuTree(
  categories: ReadonlyArray<MenuCategoryData | null> | null | undefined,
  categoryUrlSuffix: string | null | undefined,
  depth = 3
): MenuCategory[] {
  if (!categories || depth < 0) return [];
  return categories
    .filter(isPresent)
    .filter((category) => Boolean(category.include_in_menu) && category.url_path)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((category) => ({
      uid: category.uid,
      name: category.name ?? '',
      path: categoryPath(category.url_path, categoryUrlSuffix),
      children: toMenuTree(category.children, categoryUrlSuffix, depth - 1),
      hasChildren: Number(category.children_count ?? category.children?.length ?? 0) > 0
    }));
}
