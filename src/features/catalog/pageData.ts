import { pageBuilderChunks } from '../../components/RichContent/pageBuilder/pageBuilderChunks';
import { backendUrlsOnOwnOrigin, type BackendBaseUrls } from '../../lib/backendUrls';
import { imageSources } from '../../lib/images';
import { isPresent } from '../../lib/isPresent';
import { documentRef, type ImagePreload, type PageData } from '../../lib/pageComposition';
import { CATALOG_PAGE_SIZE } from '../../store/slices/catalogSlice';
import { categoryHead, productHead } from './catalogHead';
import type { ProductFilterInput } from './catalogTypes';
import type GetCategory from './getCategory.graphql';
import type GetFilterOptions from './getFilterOptions.graphql';
import type GetProductChoices from './choices/getProductChoices.graphql';
import type GetProductDetail from './getProductDetail.graphql';
import type GetProductListing from './getProductListing.graphql';
import { CAROUSEL_IMAGE, GRID_IMAGE } from './imageSizes';
import { CATEGORY_SORTS, filterOptionsVariables, listingVariables, readListingState } from './listingParams';
import { hasChoices } from './choices/hasChoices';
import { sortGallery } from './productOptions';

// The first HTML of the catalogue's page types: the server asks what the category and product pages ask, with the same variables.
const getCategory = documentRef<typeof GetCategory>('src/features/catalog/getCategory.graphql');
const getProductListing = documentRef<typeof GetProductListing>('src/features/catalog/getProductListing.graphql');
const getFilterOptions = documentRef<typeof GetFilterOptions>('src/features/catalog/getFilterOptions.graphql');
const getProductDetail = documentRef<typeof GetProductDetail>('src/features/catalog/getProductDetail.graphql');
const getProductChoices = documentRef<typeof GetProductChoices>('src/features/catalog/choices/getProductChoices.graphql');

function catalogImage(url: string | null | undefined, size: { width: number; sizes: string }): ImagePreload | undefined {
  if (!url) return undefined;
  const sources = imageSources(url, { width: size.width });
  return { as: 'image', href: sources.src, imageSrcSet: sources.srcSet, imageSizes: size.sizes };
}

/** A description as the page shows it (Description.tsx): the backend's URLs on our origin. */
const description = (html: string | null | undefined, baseUrls: BackendBaseUrls | undefined) => {
  const shown = backendUrlsOnOwnOrigin(html ?? '', baseUrls);
  return { input: shown, html: shown };
};

export const categoryPageData: PageData = {
  async compose({ ask, search, backendBaseUrls }, route) {
    const uid = route.uid ?? '';
    const baseFilter: ProductFilterInput = { category_uid: { eq: uid } };
    const state = readListingState(new URLSearchParams(search), CATEGORY_SORTS);
    const [{ categories }, { products }, , baseUrls] = await Promise.all([
      ask(getCategory, { uid }),
      ask(getProductListing, listingVariables({ baseFilter, state, pageSize: CATALOG_PAGE_SIZE })),
      ask(getFilterOptions, filterOptionsVariables(baseFilter)),
      backendBaseUrls()
    ]);
    const category = categories?.items?.[0];
    if (!category) return null;
    const items = (products?.items ?? []).filter(isPresent);
    return {
      title: category.meta_title || category.name || undefined,
      image: catalogImage(items[0]?.small_image?.url, GRID_IMAGE),
      richContent: [description(category.description, baseUrls)],
      chunks: pageBuilderChunks(category.description ?? ''),
      head: (context) => categoryHead(category, items, context, search)
    };
  }
};

export const productPageData: PageData = {
  async compose({ ask, backendBaseUrls }, route) {
    const variables = { urlKey: route.url_key ?? '' };
    const [{ products }, answered, baseUrls] = await Promise.all([
      ask(getProductDetail, variables),
      ask(getProductChoices, variables),
      backendBaseUrls()
    ]);
    const items = (products?.items ?? []).filter(isPresent);
    const product = items.find((item) => item.url_key === route.url_key) ?? items[0];
    if (!product) return null;
    const choiceItems = (answered.products?.items ?? []).filter(isPresent);
    const choices = choiceItems.find((item) => item.url_key === route.url_key) ?? choiceItems[0];
    const shown = sortGallery(product.media_gallery)[0]?.url ?? product.small_image?.url;
    return {
      title: product.meta_title || product.name || undefined,
      image: catalogImage(shown, CAROUSEL_IMAGE),
      richContent: [description(product.description?.html, baseUrls)],
      // Page Builder's chunks for the description. A product with choices shows its form and description once the first
      // screen has settled (ProductForm): nothing of theirs is preloaded to take bandwidth from the main image.
      chunks: choices && hasChoices(choices) ? [] : pageBuilderChunks(product.description?.html ?? ''),
      head: (context) => productHead(product, context, choices)
    };
  }
};
