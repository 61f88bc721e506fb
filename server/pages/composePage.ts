import type { Unmasked } from '@apollo/client/core';
import { LISTED_PATHS, NOINDEX_PATHS, PATHS } from '../../src/lib/listedPaths';
import type { ResolvedRoute } from '../../src/app/urlResolver/useMagentoRoute';
import { categoryHead, productHead } from '../../src/features/catalog/catalogHead';
import type { ProductFilterInput } from '../../src/features/catalog/catalogTypes';
import { CAROUSEL_IMAGE, GRID_IMAGE } from '../../src/features/catalog/imageSizes';
import { CATEGORY_SORTS, filterOptionsVariables, listingVariables, readListingState } from '../../src/features/catalog/listingParams';
import { sortGallery } from '../../src/features/catalog/productOptions';
import { cmsHead } from '../../src/features/cms/cmsHead';
import { HOME_PAGE_IDENTIFIER } from '../../src/features/cms/homePageIdentifier';
import type { GetCmsPageQuery } from '../../src/features/cms/getCmsPage.graphql';
import type { GetAvailableStoresQuery } from '../../src/features/storeView/getAvailableStores.graphql';
import { cmsHtml, prioritiseFirstImage } from '../../src/features/cms/cmsHtml';
import type { ProductWidget } from '../../src/features/cms/productWidget';
import { extractProductWidgets } from '../../src/features/cms/productWidgets';
import { availableStoresOf, storeViewCodeInPath, type AvailableStore } from '../../src/features/storeView/storeViews';
import { htmlKey } from '../../src/components/RichContent/presanitizedHtml';
import type { HtmlSanitizer } from '../../src/components/RichContent/sanitizeHtml';
import { createCache } from '../../src/graphql/cache';
import { queryKey, type ServerPageData } from '../../src/graphql/serverPageData';
import { imageSources } from '../../src/lib/images';
import { tagAttribute } from '../../src/lib/responsiveImages';
import { isPresent } from '../../src/lib/isPresent';
import { canonicalUrl, languageTag, NOINDEX, type PageHead, type PageHeadContext } from '../../src/lib/pageHead';
import { formatPageTitle } from '../../src/lib/pageTitle';
import { BrowserStorage, DEFAULT_STORE_VIEW_CODE } from '../../src/lib/storage';
import { CATALOG_PAGE_SIZE } from '../../src/store/slices/catalogSlice';
import type { StorefrontBackend } from './backendClient';
import type { OperationDocument } from './documents';
import { OPERATIONS } from './pageOperations';
import { pageTitleMessage } from './pageTitles';

/** A resource the first HTML asks the browser to fetch early. */
export interface Preload {
  as: 'script' | 'style' | 'image';
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
}

/** Everything that differs between one page's first HTML and another's. */
export interface ComposedPage {
  status: 200 | 301 | 302 | 404;
  location?: string;
  lang?: string;
  title: string;
  canonical?: string;
  robots?: string;
  head?: PageHead;
  siteName?: string;
  /** Names of the page's lazily loaded chunk groups (see PageChunksPlugin). */
  chunks: string[];
  preloads: Preload[];
  /** The answers the SPA seeds its cache with (normalised Apollo cache entries) and does not ask again. */
  data?: ServerPageData;
  /** The HTML the page's rich content shows, sanitised into `data` under the key of what the page passes it. */
  richContent?: RichContentEntry[];
}

/** Rich content the first HTML carries sanitised: `html` is shown for the page's `input`. */
interface RichContentEntry {
  input: string;
  html: string;
}

export interface PageRequest {
  pathname: string;
  search: string;
}

/** The backend failed or broke the page's time budget: the server falls back to the plain shell. */
export class BackendUnavailableError extends Error {}

/** Listed paths (§2) whose page chunk the landing page needs, by AppRoutes' chunk names. */
const LISTED_CHUNKS: Readonly<Record<string, string>> = {
  [PATHS.home]: 'home',
  [PATHS.search]: 'search',
  [PATHS.cart]: 'cart',
  [PATHS.checkout]: 'checkout',
  [PATHS.contact]: 'contact',
  [PATHS.signIn]: 'sign-in',
  [PATHS.createAccount]: 'create-account',
  [PATHS.forgotPassword]: 'forgot-password',
  [PATHS.resetPassword]: 'reset-password',
  [PATHS.aboutUs]: 'cms',
  [PATHS.customerService]: 'cms'
};
/**
 * The SPA's network code (src/graphql/links): pages the server composes render from its data and fetch it at idle,
 * but a listed page without data (search, cart, checkout, account forms) queries at once and needs it first.
 */
const NETWORK_CHUNK = 'graphql-network';
const ROUTE_CHUNKS: Readonly<Record<string, string>> = { CATEGORY: 'category', PRODUCT: 'product', CMS_PAGE: 'cms' };
/** Listed paths that show a CMS page. */
const LISTED_CMS_PAGES: Readonly<Record<string, string>> = {
  [PATHS.home]: HOME_PAGE_IDENTIFIER,
  [PATHS.aboutUs]: 'about-us',
  [PATHS.customerService]: 'customer-service'
};

/** The store view a path begins with (as the SPA reads it), and the rest of the path: the route within that view. */
function splitStorePath(pathname: string, storeCodes: readonly string[]): { storeCode?: string; path: string } {
  const storeCode = storeViewCodeInPath(pathname, storeCodes);
  return { storeCode, path: (storeCode ? pathname.slice(storeCode.length + 1) : pathname) || '/' };
}

const firstImage = /<img\b[^>]*>/i;

/** The first image of CMS content (the home banner), exactly as the page will show it. */
function cmsLcpImage(content: string | null | undefined): Preload | undefined {
  const tag = firstImage.exec(cmsHtml(content))?.[0];
  const href = tag && tagAttribute(tag, 'src');
  if (!href) return undefined;
  const imageSrcSet = tagAttribute(tag, 'srcset');
  const imageSizes = tagAttribute(tag, 'sizes');
  return { as: 'image', href, ...(imageSrcSet ? { imageSrcSet } : {}), ...(imageSizes ? { imageSizes } : {}) };
}

function catalogImage(url: string | null | undefined, size: { width: number; sizes: string }, store: AvailableStore): Preload | undefined {
  if (!url) return undefined;
  const sources = imageSources(url, { width: size.width, mediaBaseUrl: store.secure_base_media_url ?? undefined });
  return { as: 'image', href: sources.src, imageSrcSet: sources.srcSet, imageSizes: size.sizes };
}

/**
 * Composes what a page request's first HTML says (status, head, preloads, data) from anonymous catalogue
 * queries: nothing customer-specific is ever asked, so the result is the same for every shopper of a store
 * view and can be cached.
 */
export class PageComposer {
  constructor(
    private readonly backend: StorefrontBackend,
    private readonly publicUrl: string,
    private readonly stores: () => Promise<AvailableStore[]>,
    private readonly sanitizer: () => Promise<HtmlSanitizer>
  ) {}

  async compose(request: PageRequest, signal: AbortSignal): Promise<ComposedPage> {
    const stores = await this.stores();
    const codes = stores.map((store) => store.store_code);
    const { storeCode = DEFAULT_STORE_VIEW_CODE, path } = splitStorePath(request.pathname, codes);
    const store = stores.find((candidate) => candidate.store_code === storeCode) ?? stores[0];
    if (!store) throw new BackendUnavailableError('The backend lists no store views.');
    const [page, sanitize] = await Promise.all([
      new PageRun(this.backend, store, stores, this.publicUrl, signal).compose(path, request.search),
      this.sanitizer()
    ]);
    if (page.data && page.richContent?.length) {
      page.data.sanitizedHtml = Object.fromEntries(page.richContent.map(({ input, html }) => [htmlKey(input), sanitize(html)]));
    }
    delete page.richContent;
    return page;
  }
}

/** One page's composition: its queries, and the cache they are written to. */
class PageRun {
  private readonly cache = createCache(new BrowserStorage(undefined));
  private readonly queries: string[] = [];
  private readonly basename: string;

  constructor(
    private readonly backend: StorefrontBackend,
    private readonly store: AvailableStore,
    private readonly stores: AvailableStore[],
    private readonly publicUrl: string,
    private readonly signal: AbortSignal
  ) {
    this.basename = `/${store.store_code}`;
  }

  /** Asks one query and writes its answer into the page's cache; a failed query fails the page. */
  private async ask<T, V>(operation: OperationDocument<T, V>, variables: V): Promise<T> {
    const answer = await this.backend.query<T>(operation.text, variables as Record<string, unknown>, {
      store: this.store.store_code,
      signal: this.signal
    });
    if (!answer.data || answer.errors?.length) {
      throw new BackendUnavailableError(`${operation.name}: ${answer.errors?.[0]?.message ?? 'no data'}`);
    }
    this.cache.writeQuery({ query: operation.document, variables, data: answer.data as Unmasked<T> });
    this.queries.push(queryKey(operation.name, variables as Record<string, unknown>));
    return answer.data;
  }

  /** Like `ask`, but a GraphQL error (e.g. a CMS page that does not exist) only means there is no data. */
  private async askOptional<T, V>(operation: OperationDocument<T, V>, variables: V): Promise<T | undefined> {
    try {
      return await this.ask(operation, variables);
    } catch (error) {
      if (this.signal.aborted || !(error instanceof BackendUnavailableError)) throw error;
      return undefined;
    }
  }

  async compose(path: string, search: string): Promise<ComposedPage> {
    // The shell's queries, answered for every page (header, footer, menu, switchers, locale).
    const shell = Promise.all([
      this.ask(OPERATIONS.shellConfig, {}),
      this.ask(OPERATIONS.megaMenu, {}),
      this.ask(OPERATIONS.availableStores, {}),
      this.ask(OPERATIONS.currency, {}),
      this.ask(OPERATIONS.locale, {})
    ]);
    const page = this.composeContent(path, search);
    const [[shellConfig, , , currency, locale], content] = await Promise.all([shell, page]);
    const storeName = shellConfig.storeConfig?.store_name ?? undefined;
    const localeCode = locale.storeConfig?.locale ?? this.store.locale ?? undefined;
    const currencyCode = currency.currency?.default_display_currency_code;
    if (content.status === 301 || content.status === 302) {
      return { status: content.status, location: content.location, title: formatPageTitle(undefined, storeName), chunks: [], preloads: [] };
    }
    const context = this.headContext(storeName);
    const built = content.build?.(context);
    return {
      status: content.status,
      lang: languageTag(localeCode),
      title: formatPageTitle(content.title ?? pageTitleMessage(path, search, localeCode), storeName),
      canonical: content.status === 200 ? canonicalUrl(this.publicUrl, this.basename, path, search) : undefined,
      robots: NOINDEX_PATHS.has(path) ? NOINDEX : undefined,
      head: built,
      siteName: storeName,
      // The locale's messages load before the first render, then the page's own chunk.
      chunks: [
        ...(localeCode ? [`i18n-${localeCode}-json`] : []),
        ...(content.chunk ? [content.chunk] : []),
        ...(content.queriesAtOnce ? [NETWORK_CHUNK] : [])
      ],
      preloads: content.image ? [content.image] : [],
      richContent: content.richContent?.filter(({ html }) => html),
      data: {
        store: this.store.store_code,
        currency: currencyCode ?? this.store.default_display_currency_code ?? null,
        composedAt: Date.now(),
        queries: this.queries,
        cache: this.cache.extract(),
        ...(content.productWidgets ? { productWidgets: content.productWidgets } : {})
      }
    };
  }

  private headContext(storeName: string | undefined): PageHeadContext {
    return {
      origin: this.publicUrl,
      basename: this.basename,
      storeName: formatPageTitle(undefined, storeName),
      stores: this.stores,
      defaultStoreCode: DEFAULT_STORE_VIEW_CODE
    };
  }

  private async composeContent(path: string, search: string): Promise<PageContent> {
    if (LISTED_PATHS.has(path)) {
      const identifier = LISTED_CMS_PAGES[path];
      const chunk = LISTED_CHUNKS[path];
      if (!identifier) return { status: 200, chunk, queriesAtOnce: true };
      const answer = await this.askOptional(OPERATIONS.cmsPage, { identifier });
      return { ...this.cmsContent(answer?.cmsPage ?? null, path), chunk };
    }
    const { route } = await this.ask(OPERATIONS.resolveUrl, { url: path });
    if (!route || !route.type) return { status: 404 };
    if (route.redirect_code === 301 || route.redirect_code === 302) {
      const target = (route.relative_url ?? '').replace(/^\/*/, '/');
      return { status: route.redirect_code, location: `${this.basename}${target}` };
    }
    return this.routeContent(route, path, search);
  }

  private async routeContent(route: ResolvedRoute, path: string, search: string): Promise<PageContent> {
    const chunk = ROUTE_CHUNKS[route.type ?? ''];
    switch (route.type) {
      case 'CATEGORY': {
        const uid = route.uid ?? '';
        const baseFilter: ProductFilterInput = { category_uid: { eq: uid } };
        const state = readListingState(new URLSearchParams(search), CATEGORY_SORTS);
        const [{ categories }, { products }] = await Promise.all([
          this.ask(OPERATIONS.category, { uid }),
          this.ask(OPERATIONS.productListing, listingVariables({ baseFilter, state, pageSize: CATALOG_PAGE_SIZE })),
          this.ask(OPERATIONS.filterOptions, filterOptionsVariables(baseFilter))
        ]);
        const category = categories?.items?.[0];
        if (!category) return { status: 404 };
        const items = (products?.items ?? []).filter(isPresent);
        return {
          status: 200,
          chunk,
          title: category.meta_title || category.name || undefined,
          image: catalogImage(items[0]?.small_image?.url, GRID_IMAGE, this.store),
          richContent: [asIs(category.description ?? '')],
          build: (context) => categoryHead(category, items, context, search)
        };
      }
      case 'PRODUCT': {
        const { products } = await this.ask(OPERATIONS.productDetail, { urlKey: route.url_key ?? '' });
        const items = (products?.items ?? []).filter(isPresent);
        const product = items.find((item) => item.url_key === route.url_key) ?? items[0];
        if (!product) return { status: 404 };
        const shown = sortGallery(product.media_gallery)[0]?.url ?? product.small_image?.url;
        return {
          status: 200,
          chunk,
          title: product.meta_title || product.name || undefined,
          image: catalogImage(shown, CAROUSEL_IMAGE, this.store),
          richContent: [asIs(product.description?.html ?? '')],
          build: (context) => productHead(product, context)
        };
      }
      case 'CMS_PAGE': {
        const answer = await this.askOptional(OPERATIONS.cmsPage, { identifier: route.identifier ?? '' });
        if (!answer?.cmsPage) return { status: 404 };
        return { ...this.cmsContent(answer.cmsPage, path), chunk };
      }
      default:
        return { status: 404 };
    }
  }

  private cmsContent(page: GetCmsPageQuery['cmsPage'], path: string): PageContent {
    if (!page) return { status: 200 };
    const html = cmsHtml(page.content);
    // As CmsContent is given it (the home page's images prioritised) and shows it (product widgets taken out):
    // with the widgets in the page data, the first page needs no code to find them.
    const input = path === PATHS.home ? prioritiseFirstImage(html) : html;
    const { html: shown, widgets } = extractProductWidgets(input);
    return {
      status: 200,
      title: page.meta_title || page.title || undefined,
      image: path === PATHS.home ? cmsLcpImage(page.content) : undefined,
      richContent: [{ input, html: shown }],
      productWidgets: { [htmlKey(input)]: widgets },
      build: (context) => cmsHead(page, context, path)
    };
  }
}

/** Rich content shown as the page passes it. */
const asIs = (html: string): RichContentEntry => ({ input: html, html });

/** What the page type decides; the shell's data completes it. */
interface PageContent {
  status: ComposedPage['status'];
  location?: string;
  title?: string;
  chunk?: string;
  /** The page has no server data: the SPA's first render asks the backend. */
  queriesAtOnce?: boolean;
  image?: Preload;
  richContent?: RichContentEntry[];
  productWidgets?: Record<string, ProductWidget[]>;
  build?: (context: PageHeadContext) => PageHead;
}

/** The store views, from the backend's default view. */
export async function fetchStores(backend: StorefrontBackend, signal: AbortSignal): Promise<AvailableStore[]> {
  const answer = await backend.query<GetAvailableStoresQuery>(OPERATIONS.availableStores.text, {}, { signal });
  const stores = availableStoresOf(answer.data);
  if (!stores.length) throw new BackendUnavailableError('availableStores: no store views');
  return [...stores].sort((a, b) => (a.store_sort_order ?? 0) - (b.store_sort_order ?? 0));
}
