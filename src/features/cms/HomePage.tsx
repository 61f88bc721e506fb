import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { usePageHead, usePageHeadContext, usePageTitle } from '../pageHead';
import Shimmer from '../../components/Shimmer/Shimmer';
import { loadCmsHead } from './loadCmsHead';
import CmsContent from './CmsContent';
import CmsHeading from './CmsHeading';
import classes from './homePage.module.css';
import { useHomePage } from './useHomePage';

/** The home route (§2): the `home` CMS page: banner slider, category tiles, product strips from its widgets, callouts. */
export default function HomePage() {
  const { formatMessage } = useIntl();
  const { page, html, isLoading } = useHomePage();
  const title = page?.title || formatMessage({ id: 'homePage.title', defaultMessage: 'Home Page' });
  usePageTitle(page?.meta_title || title);
  const headContext = usePageHeadContext();
  usePageHead(useMemo(() => (page ? () => loadCmsHead().then(({ cmsHead }) => cmsHead(page, headContext, '/')) : undefined), [page, headContext]));
  return (
    <section className={classes.root} aria-labelledby="home-heading">
      <CmsHeading id="home-heading" contentHeading={page?.content_heading} title={title} className={classes.heading} />
      {isLoading ? <Shimmer className={classes.bannerShimmer} /> : <CmsContent html={html} className={classes.content} />}
    </section>
  );
}
