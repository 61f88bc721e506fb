import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageFetchPolicy } from '../../graphql/serverPageData';
import { formatPrice } from '../../lib/formatPrice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { setCurrentPage, setPrevPageTotal } from '../../store/slices/catalogSlice';
import type {
  Aggregation,
  GetFilterOptionsResult,
  GetProductListingResult,
  GetProductListingVariables,
  ProductFilterInput
} from './catalogTypes';
import getFilterOptions from './getFilterOptions.graphql';
import getProductListing from './getProductListing.graphql';
import {
  filterOptionsVariables,
  PRICE_CODE,
  listingVariables,
  readListingState,
  toggleFilter,
  writeListingState,
  type ListingState,
  type SelectedFilters,
  type SortOption
} from './listingParams';

/** `0_50` as "$0.00 – $50.00"; a bucket that is not a plain range keeps the backend's label. */
function withPriceLabels(aggregation: Aggregation, currency: string): Aggregation {
  return {
    ...aggregation,
    options: (aggregation.options ?? []).map((option) => {
      const bounds = /^(\d+(?:\.\d+)?)_(\d+(?:\.\d+)?)$/.exec(option.value);
      return bounds ? { ...option, label: `${formatPrice(Number(bounds[1]), currency)} – ${formatPrice(Number(bounds[2]), currency)}` } : option;
    })
  };
}

export interface UseProductListingInput {
  /** The category or search the listing is for, before the shopper's filters. */
  baseFilter: ProductFilterInput;
  search?: string;
  sorts: readonly SortOption[];
  /** Wait (e.g. for a search term) instead of listing everything. */
  skip?: boolean;
}

export interface SelectedFilterChip {
  code: string;
  value: string;
  groupLabel: string;
  label: string;
}

/** Page, sort and filters of a product listing, all kept in the URL query string (§2 Category page). */
export function useProductListing({ baseFilter, search, sorts, skip = false }: UseProductListingInput) {
  const dispatch = useAppDispatch();
  const pageSize = useAppSelector((state) => state.catalog.pageSize);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListingState(params, sorts), [params, sorts]);
  // The router changes the URL in a transition, which can take a while on a slow phone: the filters show the
  // shopper's click at once, as long as the URL is still the one clicked on (then the URL's filters take over).
  const [clicked, setClicked] = useState<{ queryString: string; filters: SelectedFilters } | null>(null);
  const queryString = params.toString();
  // Once the URL has moved on the click is history (coming Back to that URL must show the URL's filters).
  if (clicked && clicked.queryString !== queryString) setClicked(null);
  const shownFilters = clicked && clicked.queryString === queryString ? clicked.filters : state.filters;

  const variables = listingVariables({ baseFilter, search, state, pageSize });
  const optionsVariables = filterOptionsVariables(baseFilter, search);
  const listing = useQuery<GetProductListingResult, GetProductListingVariables>(getProductListing, {
    variables,
    skip,
    fetchPolicy: usePageFetchPolicy(getProductListing, { ...variables }),
    nextFetchPolicy: 'cache-first'
  });
  const filterOptions = useQuery<GetFilterOptionsResult>(getFilterOptions, {
    variables: optionsVariables,
    skip,
    fetchPolicy: usePageFetchPolicy(getFilterOptions, optionsVariables),
    nextFetchPolicy: 'cache-first'
  });

  const products = listing.data?.products;
  const totalPages = products?.page_info?.total_pages ?? 0;

  useEffect(() => {
    dispatch(setCurrentPage(state.page));
  }, [dispatch, state.page]);
  useEffect(() => {
    if (products) dispatch(setPrevPageTotal(totalPages));
  }, [dispatch, products, totalPages]);

  const update = useCallback(
    (next: ListingState) => {
      setParams(writeListingState(params, next, sorts));
      if (typeof window.scrollTo === 'function' && !/jsdom/.test(navigator.userAgent)) window.scrollTo({ top: 0 });
    },
    [params, setParams, sorts]
  );

  const setPage = useCallback((page: number) => update({ ...state, page }), [state, update]);
  const setSort = useCallback((sort: SortOption) => update({ ...state, sort, page: 1 }), [state, update]);
  const setFilters = useCallback(
    (filters: SelectedFilters) => {
      setClicked({ queryString, filters });
      update({ ...state, filters, page: 1 });
    },
    [queryString, state, update]
  );
  const toggle = useCallback((code: string, value: string) => setFilters(toggleFilter(shownFilters, code, value)), [setFilters, shownFilters]);
  const clearFilters = useCallback(() => setFilters({}), [setFilters]);

  // Price buckets read as prices, in the currency the products are shown in (the backend buckets in that currency).
  const currency = products?.items?.[0]?.price_range.minimum_price.final_price.currency;
  const aggregations: Aggregation[] = useMemo(
    () =>
      [...(filterOptions.data?.products?.aggregations ?? [])]
        .filter((aggregation) => (aggregation.options ?? []).length > 0)
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((aggregation) => (aggregation.attribute_code === PRICE_CODE && currency ? withPriceLabels(aggregation, currency) : aggregation)),
    [filterOptions.data, currency]
  );

  const selectedChips: SelectedFilterChip[] = useMemo(
    () =>
      Object.entries(shownFilters).flatMap(([code, values]) => {
        const aggregation = aggregations.find((item) => item.attribute_code === code);
        return values.map((value) => ({
          code,
          value,
          groupLabel: aggregation?.label ?? code,
          label: aggregation?.options?.find((option) => option.value === value)?.label ?? value
        }));
      }),
    [aggregations, shownFilters]
  );

  const blockingError = listing.error && !products ? listing.error : undefined;

  return {
    products: products?.items ?? [],
    totalCount: products?.total_count ?? 0,
    totalPages,
    currentPage: state.page,
    isLoading: !products && !skip && !listing.error,
    error: blockingError,
    retry: () => void listing.refetch().catch(() => undefined),
    aggregations,
    isLoadingFilters: !filterOptions.data && filterOptions.loading,
    selectedFilters: shownFilters,
    selectedChips,
    sort: state.sort,
    sorts,
    pageSize,
    setPage,
    setSort,
    toggleFilter: toggle,
    clearFilters,
    /** Builds the query string of another page, for pagination links. */
    pageSearch: (page: number) => `?${writeListingState(params, { ...state, page }, sorts).toString()}`
  };
}
