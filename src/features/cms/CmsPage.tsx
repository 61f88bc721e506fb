import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { PageNotFound, usePageHead, usePageHeadContext, usePageTitle } from '../pageHead';
import PageLoadError from '../../components/ErrorView/PageLoadError';
import LoadingIndicator from '../../components/LoadingIndicator/LoadingIndicator';
import { loadCmsHead } from './loadCmsHead';
import classes from './cmsPage.module.css';
import CmsContent from './CmsContent';
import { useCmsPage } from './useCmsPage';

/** A CMS page resolved from its URL: heading and sanitised content. */
export default function CmsPage({ identifier }: { identifier: string }) {
  const { formatMessage } = useIntl();
  const { page, html, isLoading, isMissing, error, retry } = useCmsPage(identifier);
  usePageTitle(page?.meta_title || page?.title || undefined);
  const headContext = usePageHeadContext();
  const { pathname } = useLocation();
  usePageHead(
    useMemo(() => (page ? () => loadCmsHead().then(({ cmsHead }) => cmsHead(page, headContext, pathname)) : undefined), [page, headContext, pathname])
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
  if (isMissing || !page) {
    return <PageNotFound />;
  }
  const heading = page.content_heading || page.title;
  return (
    <article className={classes.root}>
      {heading ? <h1 className={classes.heading}>{heading}</h1> : null}
      <CmsContent html={html} className={classes.content} />
    </article>
  );
}
