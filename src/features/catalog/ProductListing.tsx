import { Suspense, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageHead, type PageHeadBuilder } from '../pageHead';
import { lazyWithReload } from '../../lib/lazyWithReload';
import PageLoadError from '../../components/ErrorView/PageLoadError';
import IconButton from '../../components/IconButton/IconButton';
import Shimmer from '../../components/Shimmer/Shimmer';
import { useMediaQuery } from '../../lib/useMediaQuery';
import type { ProductFilterInput, ProductSummary } from './catalogTypes';
import CurrentFilters from './CurrentFilters';
import DeferredPagination from './DeferredPagination';
import Gallery from './Gallery';
import type { SortOption } from './listingParams';
import classes from './productListing.module.css';
import SidebarShimmer from './SidebarShimmer';
import SortMenu from './SortMenu';
import { useProductListing } from './useProductListing';

// The small-screen filter dialog (and its focus trap) loads when the shopper opens it.
const FilterModal = lazyWithReload(() => import(/* webpackChunkName: "filter-modal" */ './FilterModal'));
// The sidebar's filters show on wide screens only (productListing.module.css): narrower ones never load them.
const FilterList = lazyWithReload(() => import(/* webpackChunkName: "filter-list" */ './FilterList'));
const SIDEBAR_QUERY = '(min-width: 1024px)';

export interface ProductListingProps {
  baseFilter: ProductFilterInput;
  search?: string;
  sorts: readonly SortOption[];
  skip?: boolean;
  /** Builds the page's head for the listed products (category pages), once they are in. */
  describe?: (products: ProductSummary[]) => PageHeadBuilder | undefined;
}

/** A filterable, sortable, paged product grid (category and search pages). */
export default function ProductListing({ baseFilter, search, sorts, skip, describe }: ProductListingProps) {
  const { formatMessage } = useIntl();
  const listing = useProductListing({ baseFilter, search, sorts, skip });
  const listed = listing.isLoading ? undefined : listing.products;
  usePageHead(useMemo(() => (listed && describe ? describe(listed) : undefined), [listed, describe]));
  const [isFilterOpen, setFilterOpen] = useState(false);
  const openFilters = useCallback(() => setFilterOpen(true), []);
  const closeFilters = useCallback(() => setFilterOpen(false), []);
  const hasFilters = listing.aggregations.length > 0;
  const hasSidebar = useMediaQuery(SIDEBAR_QUERY);

  if (listing.error) {
    return (
      <PageLoadError
        error={listing.error}
        onRetry={listing.retry}
        message={formatMessage({ id: 'productListing.error', defaultMessage: 'The products could not be loaded.' })}
      />
    );
  }

  return (
    <div className={classes.root}>
      <aside className={classes.sidebar} aria-label={formatMessage({ id: 'filterSidebar.label', defaultMessage: 'Filters' })}>
        {!hasSidebar ? null : listing.isLoadingFilters ? (
          <SidebarShimmer />
        ) : hasFilters ? (
          <>
            <h2 className={classes.sidebarTitle}>{formatMessage({ id: 'filterSidebar.title', defaultMessage: 'Shop by' })}</h2>
            <Suspense fallback={<SidebarShimmer />}>
              <FilterList aggregations={listing.aggregations} selected={listing.selectedFilters} onToggle={listing.toggleFilter} idPrefix="sidebar" />
            </Suspense>
          </>
        ) : null}
      </aside>
      <div className={classes.content}>
        <div className={classes.toolbar}>
          {listing.isLoadingFilters ? (
            <Shimmer className={classes.filterButtonShimmer} width={6} height={2.75} />
          ) : hasFilters ? (
            <IconButton
              className={classes.filterButton}
              label={formatMessage({ id: 'filterModal.open', defaultMessage: 'Filter' })}
              icon="menu"
              iconSize={18}
              aria-haspopup="dialog"
              onClick={openFilters}
            >
              {formatMessage({ id: 'filterModal.open', defaultMessage: 'Filter' })}
            </IconButton>
          ) : null}
          <p className={classes.count} role="status">
            {listing.isLoading
              ? null
              : formatMessage(
                  { id: 'productListing.count', defaultMessage: '{count, plural, one {# item} other {# items}}' },
                  { count: listing.totalCount }
                )}
          </p>
          {listing.isLoading ? (
            <Shimmer width={9} height={2.75} />
          ) : (
            <SortMenu sorts={listing.sorts} current={listing.sort} onChange={listing.setSort} />
          )}
        </div>
        <CurrentFilters chips={listing.selectedChips} onRemove={listing.toggleFilter} onClear={listing.clearFilters} />
        {!listing.isLoading && listing.products.length === 0 ? (
          <p className={classes.empty}>{formatMessage({ id: 'productListing.empty', defaultMessage: 'No products match your selection.' })}</p>
        ) : (
          <Gallery products={listing.products} isLoading={listing.isLoading} placeholderCount={listing.pageSize} leadsPage />
        )}
        <DeferredPagination currentPage={listing.currentPage} totalPages={listing.totalPages} pageSearch={listing.pageSearch} />
      </div>
      {isFilterOpen ? (
        <Suspense fallback={null}>
          <FilterModal
            aggregations={listing.aggregations}
            selected={listing.selectedFilters}
            onToggle={listing.toggleFilter}
            onClear={listing.clearFilters}
            onClose={closeFilters}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
