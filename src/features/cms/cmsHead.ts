import { canonicalUrl, pickDescription, storeAlternates, type PageHead, type PageHeadContext } from '../../lib/pageHead';
import type { GetCmsPageQuery } from './getCmsPage.graphql';

type CmsPageData = NonNullable<GetCmsPageQuery['cmsPage']>;

const SCHEMA = 'https://schema.org';

/** A CMS page's head; the home page also tells search engines the shop's name and how to search it. */
export function cmsHead(page: CmsPageData, context: PageHeadContext, pathname: string): PageHead {
  const description = pickDescription(page.meta_description, { html: page.content });
  const head: PageHead = { description, alternates: storeAlternates(context, pathname), type: 'website' };
  if (pathname !== '/') return head;
  const home = canonicalUrl(context.origin, context.basename, '/');
  return {
    ...head,
    jsonLd: [
      {
        '@context': SCHEMA,
        '@type': 'WebSite',
        name: context.storeName,
        url: home,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${context.origin}${context.basename}/search.html?query={search_term_string}` },
          'query-input': 'required name=search_term_string'
        }
      },
      {
        '@context': SCHEMA,
        '@type': 'Organization',
        name: context.storeName,
        url: home,
        logo: `${context.origin}/icons/icon-512.png`
      }
    ]
  };
}
