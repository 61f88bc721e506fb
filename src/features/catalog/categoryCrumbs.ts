import { isPresent } from '../../lib/isPresent';
import type { Breadcrumb } from './catalogTypes';

/** A category's breadcrumbs from the top level down. */
export function sortedCrumbs(crumbs: ReadonlyArray<Breadcrumb | null> | null | undefined): Breadcrumb[] {
  return (crumbs ?? []).filter(isPresent).sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0));
}

/** The category a product page's breadcrumbs go through: its deepest. */
export function deepestCategory<T extends { breadcrumbs: ReadonlyArray<Breadcrumb | null> | null }>(
  categories: ReadonlyArray<T | null> | null | undefined
): T | undefined {
  return (categories ?? []).filter(isPresent).sort((a, b) => (b.breadcrumbs?.length ?? 0) - (a.breadcrumbs?.length ?? 0))[0];
}
