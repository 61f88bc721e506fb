import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ResolvedPage, usePageHeadContext } from '../pageHead';
import { loadCmsHead } from './loadCmsHead';
import classes from './cmsPage.module.css';
import CmsContent from './CmsContent';
import { useCmsPage } from './useCmsPage';

/** A CMS page resolved from its URL: heading and sanitised content. */
export default function CmsPage({ identifier }: { identifier: string }) {
  const { formatMessage } = useIntl();
  const { page, html, isLoading, isMissing, error, retry } = useCmsPage(identifier);
  const headContext = usePageHeadContext();
  const { pathname } = useLocation();
  const head = useMemo(
    () => (page ? () => loadCmsHead().then(({ cmsHead }) => cmsHead(page, headContext, pathname)) : undefined),
    [page, headContext, pathname]
  );

  const heading = page?.content_heading || page?.title;
  return (
    <ResolvedPage
      title={page?.meta_title || page?.title || undefined}
      head={head}
      isLoading={isLoading}
      loadingText={formatMessage({ id: 'cmsPage.loading', defaultMessage: 'Fetching Data...' })}
      error={error}
      errorText={formatMessage({ id: 'cmsPage.error', defaultMessage: 'Something went wrong. Sorry about that.' })}
      onRetry={retry}
      isMissing={isMissing || !page}
    >
      <article className={classes.root}>
        {heading ? <h1 className={classes.heading}>{heading}</h1> : null}
        <CmsContent html={html} className={classes.content} />
      </article>
    </ResolvedPage>
  );
}
