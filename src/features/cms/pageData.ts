import { firstRowImages } from '../../components/RichContent/pageBuilder/pageBuilderImages';
import { pageBuilderChunks } from '../../components/RichContent/pageBuilder/pageBuilderChunks';
import { htmlKey } from '../../components/RichContent/presanitizedHtml';
import { documentRef, type ImagePreload, type PageContent, type PageData, type PageDataRequest } from '../../lib/pageComposition';
import { tagAttribute } from '../../lib/responsiveImages';
import { cmsHead } from './cmsHead';
import { cmsHtml, prioritiseFirstImage } from './cmsHtml';
import type GetCmsPage from './getCmsPage.graphql';
import { HOME_PAGE_IDENTIFIER } from './homePageIdentifier';
import { extractProductWidgets } from './productWidgets';

// The first HTML of the CMS page types: the home page and any CMS page by its identifier (routed, or listed such as /about-us).
const getCmsPage = documentRef<typeof GetCmsPage>('src/features/cms/getCmsPage.graphql');

// A tag ends at its `>`, or where the next one starts: a run of unclosed `<img` is then read once, not from each `<`.
const firstImage = /<img\b[^<>]*>/i;

/** The first image of CMS content (the home banner), exactly as the page will show it. */
export function cmsLcpImage(html: string): ImagePreload | undefined {
  const tag = firstImage.exec(html)?.[0];
  const href = tag && tagAttribute(tag, 'src');
  if (!href) return undefined;
  const imageSrcSet = tagAttribute(tag, 'srcset');
  const imageSizes = tagAttribute(tag, 'sizes');
  return { as: 'image', href, ...(imageSrcSet ? { imageSrcSet } : {}), ...(imageSizes ? { imageSizes } : {}) };
}

async function composeCmsPage(
  { askOptional, path, backendBaseUrls }: PageDataRequest,
  identifier: string,
  home: boolean
): Promise<PageContent | null> {
  const [answer, baseUrls] = await Promise.all([askOptional(getCmsPage, { identifier }), backendBaseUrls()]);
  const page = answer?.cmsPage;
  if (!page) return null;
  const html = cmsHtml(page.content, baseUrls);
  // Page Builder content: the renderer's chunks come with the page, and its first row's largest image (the
  // renderer decides the images' priorities itself).
  const chunks = pageBuilderChunks(html);
  const [rowImage, ...rowImages] = chunks.length ? firstRowImages(html).map((image): ImagePreload => ({ as: 'image', ...image })) : [];
  // As CmsContent is given it (the home page's images prioritised) and shows it (product widgets taken out):
  // with the widgets in the page data, the first page needs no code to find them.
  const input = home ? prioritiseFirstImage(html) : html;
  const { html: shown, widgets } = extractProductWidgets(input);
  return {
    title: page.meta_title || page.title || undefined,
    image: chunks.length ? rowImage : home ? cmsLcpImage(html) : undefined,
    images: rowImages,
    chunks,
    richContent: [{ input, html: shown }],
    productWidgets: { [htmlKey(input)]: widgets },
    head: (context) => cmsHead(page, context, path)
  };
}

export const homePageData: PageData = {
  title: () => ({ id: 'homePage.title' }),
  compose: (request) => composeCmsPage(request, HOME_PAGE_IDENTIFIER, true)
};

export const cmsPageData: PageData = {
  compose: (request, route) => composeCmsPage(request, route.identifier ?? '', false)
};
