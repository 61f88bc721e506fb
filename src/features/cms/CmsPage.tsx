import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ResolvedPage, usePageHeadContext } from '../pageHead';
import { loadCmsHead } from './loadCmsHead';
import classes from './cmsPage.module.css';
import CmsContent from './CmsContent';
import CmsHeading from './CmsHeading';
import { useCmsPage } from './useCmsPage';

/** A CMS page resolved from its URL: its content heading (if it has one) and sanitised content. */
export default function CmsPage({ identifier }: { identifier: string }) {
  const { formatMessage } = useIntl();
  const { page, html, isLoading, isMissing, error, retry } = useCmsPage(identifier);
  const headContext = usePageHeadContext();
  const { pathname } = useLocation();
  const head = useMemo(
    () => (page ? () => loadCmsHead().then(({ cmsHead }) => cmsHead(page, headContext, pathname)) : undefined),
    [page, headContext, pathname]
  );

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
        <CmsHeading contentHeading={page?.content_heading} title={page?.title} />
        <CmsContent html={html} className={classes.content} />
      </article>
    </ResolvedPage>
  );
}
