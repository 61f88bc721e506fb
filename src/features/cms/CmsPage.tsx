import { useIntl } from 'react-intl';
import { usePageTitle } from '../../app/usePageTitle';
import ErrorView from '../../components/ErrorView/ErrorView';
import PageLoadError from '../../components/ErrorView/PageLoadError';
import LoadingIndicator from '../../components/LoadingIndicator/LoadingIndicator';
import { useMetaDescription } from '../catalog/useMetaDescription';
import classes from './cmsPage.module.css';
import CmsContent from './CmsContent';
import { useCmsPage } from './useCmsPage';

/** A CMS page resolved from its URL: heading and sanitised content. */
export default function CmsPage({ identifier }: { identifier: string }) {
  const { formatMessage } = useIntl();
  const { page, html, isLoading, isMissing, error, retry } = useCmsPage(identifier);
  usePageTitle(page?.meta_title || page?.title || undefined);
  useMetaDescription(page?.meta_description);

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
    return (
      <ErrorView
        message={formatMessage({
          id: 'categoryPage.notFound',
          defaultMessage: "Looks like the page you were hoping to find doesn't exist. Sorry about that."
        })}
      />
    );
  }
  const heading = page.content_heading || page.title;
  return (
    <article className={classes.root}>
      {heading ? <h1 className={classes.heading}>{heading}</h1> : null}
      <CmsContent html={html} className={classes.content} />
    </article>
  );
}
