import type { Action } from 'redux';

/** Catalog page size and first page (§9). */
export const CATALOG_PAGE_SIZE = 6;
export const CATALOG_FIRST_PAGE = 1;

/** A category as it arrives from GraphQL, children nested. */
export interface CategoryInput {
  uid: string;
  name?: string | null;
  include_in_menu?: number | null;
  position?: number | null;
  url_path?: string | null;
  url_suffix?: string | null;
  children_count?: string | number | null;
  children?: CategoryInput[] | null;
}

/** A category in state (§3): keyed by id, children as ids, with its parent's id. */
export interface CategoryState extends Omit<CategoryInput, 'children'> {
  children?: string[];
  parentId?: string;
}

export interface CatalogState {
  categories: Record<string, CategoryState>;
  currentPage: number;
  pageSize: number;
  prevPageTotal: number | null;
}

export const initialCatalogState: CatalogState = {
  categories: {},
  currentPage: CATALOG_FIRST_PAGE,
  pageSize: CATALOG_PAGE_SIZE,
  prevPageTotal: null
};

export const setCurrentPage = (page: number) => ({ type: 'catalog/setCurrentPage' as const, payload: page });
export const setPrevPageTotal = (total: number | null) => ({ type: 'catalog/setPrevPageTotal' as const, payload: total });
/** Stores a category and its direct children, merging with what earlier queries brought. */
export const updateCategories = (category: CategoryInput) => ({ type: 'catalog/updateCategories' as const, payload: category });

type CatalogAction = ReturnType<typeof setCurrentPage | typeof setPrevPageTotal | typeof updateCategories>;

function withCategory(categories: CatalogState['categories'], input: CategoryInput): CatalogState['categories'] {
  const { children, ...category } = input;
  const merged = {
    ...categories,
    [category.uid]: {
      ...categories[category.uid],
      ...category,
      ...(children ? { children: children.map((child) => child.uid) } : {})
    }
  };
  for (const child of children ?? []) {
    const { children: grandChildren, ...childFields } = child;
    merged[child.uid] = {
      ...merged[child.uid],
      ...childFields,
      ...(grandChildren ? { children: grandChildren.map((grandChild) => grandChild.uid) } : {}),
      parentId: category.uid
    };
  }
  return merged;
}

export function catalogReducer(state: CatalogState = initialCatalogState, action: Action): CatalogState {
  // Every action reaches every reducer; those of other slices fall through to the default.
  const event = action as CatalogAction;
  switch (event.type) {
    case 'catalog/setCurrentPage':
      return { ...state, currentPage: event.payload };
    case 'catalog/setPrevPageTotal':
      return { ...state, prevPageTotal: event.payload };
    case 'catalog/updateCategories':
      return { ...state, categories: withCategory(state.categories, event.payload) };
    default:
      return state;
  }
}
