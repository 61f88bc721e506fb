import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ResolvedPage, usePageHeadContext } from '../pageHead';
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
  const { product, choices, isChoicesPending, breadcrumbs, isLoading, isMissing, error, retry } = useProductPage(urlKey);
  const headContext = usePageHeadContext();
  const { search } = useLocation();
  const head = useMemo(
    () => (product ? () => loadCatalogHead().then(({ productHead }) => productHead(product, headContext, choices)) : undefined),
    [product, headContext, choices]
  );

  const related = (product?.related_products ?? []).filter(isPresent);
  return (
    <ResolvedPage
      title={product?.meta_title || product?.name || undefined}
      head={head}
      isLoading={isLoading}
      loadingText={formatMessage({ id: 'productPage.loading', defaultMessage: 'Fetching Data...' })}
      error={error}
      errorText={formatMessage({ id: 'productPage.error', defaultMessage: 'Something went wrong. Sorry about that.' })}
      onRetry={retry}
      isMissing={isMissing || !product}
    >
      {product ? (
        <article className={classes.root}>
          <Breadcrumbs links={breadcrumbs} current={product.name ?? undefined} />
          {/* Keyed by product and URL state: options and quantity start afresh on another product or a cart line's "Edit". */}
          <ProductForm key={`${product.uid}${search}`} product={product} choices={choices} isChoicesPending={isChoicesPending} />
          {related.length ? (
            <section className={classes.related} aria-labelledby="related-heading">
              <h2 id="related-heading" className={classes.relatedTitle}>
                {formatMessage({ id: 'productPage.related', defaultMessage: 'Related products' })}
              </h2>
              <DeferredGallery
                products={related.slice(0, 4)}
                label={formatMessage({ id: 'productPage.related', defaultMessage: 'Related products' })}
              />
            </section>
          ) : null}
        </article>
      ) : null}
    </ResolvedPage>
  );
}
