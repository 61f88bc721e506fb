import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PageNotFound, usePageHead, usePageHeadContext, usePageTitle } from '../pageHead';
import PageLoadError from '../../components/ErrorView/PageLoadError';
import LoadingIndicator from '../../components/LoadingIndicator/LoadingIndicator';
import { isPresent } from '../../lib/isPresent';
import Breadcrumbs from './Breadcrumbs';
import { loadCatalogHead } from './loadCatalogHead';
import DeferredGallery from './DeferredGallery';
import ProductForm from './ProductForm';
import classes from './productPage.module.css';
import { useProductPage } from './useProductPage';

/** A product (§2): breadcrumbs, images, options, Add to Cart, description and related products. */
export default function ProductPage({ urlKey }: { urlKey: string }) {
  const { formatMessage } = useIntl();
  const { product, breadcrumbs, isLoading, isMissing, error, retry } = useProductPage(urlKey);
  usePageTitle(product?.meta_title || product?.name || undefined);
  const headContext = usePageHeadContext();
  usePageHead(
    useMemo(
      () => (product ? () => loadCatalogHead().then(({ productHead }) => productHead(product, headContext)) : undefined),
      [product, headContext]
    )
  );

  if (isLoading) return <LoadingIndicator>{formatMessage({ id: 'productPage.loading', defaultMessage: 'Fetching Data...' })}</LoadingIndicator>;
  if (error) {
    return (
      <PageLoadError
        error={error}
        onRetry={retry}
        message={formatMessage({ id: 'categoryPage.error', defaultMessage: 'Something went wrong. Sorry about that.' })}
      />
    );
  }
  if (isMissing || !product) {
    return <PageNotFound />;
  }

  const related = (product.related_products ?? []).filter(isPresent);
  return (
    <article className={classes.root}>
      <Breadcrumbs links={breadcrumbs} current={product.name ?? undefined} />
      {/* Keyed by product: options and quantity start afresh on another product. */}
      <ProductForm key={product.uid} product={product} />
      {related.length ? (
        <section className={classes.related} aria-labelledby="related-heading">
          <h2 id="related-heading" className={classes.relatedTitle}>
            {formatMessage({ id: 'productPage.related', defaultMessage: 'Related products' })}
          </h2>
          <DeferredGallery products={related.slice(0, 4)} label={formatMessage({ id: 'productPage.related', defaultMessage: 'Related products' })} />
        </section>
      ) : null}
    </article>
  );
}
