import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

const catalogSlice = createSlice({
  name: 'catalog',
  initialState: initialCatalogState,
  reducers: {
    setCurrentPage(state, action: PayloadAction<number>) {
      state.currentPage = action.payload;
    },
    setPrevPageTotal(state, action: PayloadAction<number | null>) {
      state.prevPageTotal = action.payload;
    },
    /** Stores a category and its direct children, merging with what earlier queries brought. */
    updateCategories(state, action: PayloadAction<CategoryInput>) {
      const { children, ...category } = action.payload;
      const existing = state.categories[category.uid];
      state.categories[category.uid] = {
        ...existing,
        ...category,
        ...(children ? { children: children.map((child) => child.uid) } : {})
      };
      for (const child of children ?? []) {
        const { children: grandChildren, ...childFields } = child;
        state.categories[child.uid] = {
          ...state.categories[child.uid],
          ...childFields,
          ...(grandChildren ? { children: grandChildren.map((grandChild) => grandChild.uid) } : {}),
          parentId: category.uid
        };
      }
    }
  }
});

export const { setCurrentPage, setPrevPageTotal, updateCategories } = catalogSlice.actions;
export const catalogReducer = catalogSlice.reducer;
