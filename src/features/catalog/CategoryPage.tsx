import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ResolvedPage, usePageHeadContext } from '../pageHead';
import Shimmer from '../../components/Shimmer/Shimmer';
import Breadcrumbs from './Breadcrumbs';
import type { ProductSummary } from './catalogTypes';
import classes from './categoryPage.module.css';
import Description from './Description';
import { loadCatalogHead } from './loadCatalogHead';
import ProductListing from './ProductListing';
import { useCategoryPage } from './useCategoryPage';

/** A category (§2): breadcrumbs, title, and its filterable, sortable, paged products. */
export default function CategoryPage({ uid }: { uid: string }) {
  const { formatMessage } = useIntl();
  const { category, isLoading, isMissing, error, retry, baseFilter, breadcrumbs, sorts } = useCategoryPage(uid);
  const headContext = usePageHeadContext();
  const { search } = useLocation();
  const describe = useCallback(
    (products: ProductSummary[]) =>
      category ? () => loadCatalogHead().then(({ categoryHead }) => categoryHead(category, products, headContext, search)) : undefined,
    [category, headContext, search]
  );

  return (
    <ResolvedPage
      title={category?.meta_title || category?.name || undefined}
      error={error}
      errorText={formatMessage({ id: 'categoryPage.error', defaultMessage: 'Something went wrong. Sorry about that.' })}
      onRetry={retry}
      isMissing={isMissing}
    >
      <article className={classes.root}>
        <Breadcrumbs links={breadcrumbs} current={category?.name ?? undefined} isLoading={isLoading} />
        {/* While loading, the title and a one-line description are stood in for by boxes of the same size (the
          title's and the description's line boxes and margins), so the products below do not move when they arrive. */}
        {isLoading ? (
          <div className={classes.title} aria-hidden="true">
            <Shimmer width={14} height="1.2em" />
          </div>
        ) : (
          <h1 className={classes.title}>{category?.name}</h1>
        )}
        {isLoading ? (
          <div className={classes.description} aria-hidden="true">
            <Shimmer width={16} height="1.5em" />
          </div>
        ) : category?.description ? (
          <Description html={category.description} className={classes.description} />
        ) : null}
        <ProductListing baseFilter={baseFilter} sorts={sorts} describe={describe} />
      </article>
    </ResolvedPage>
  );
}
