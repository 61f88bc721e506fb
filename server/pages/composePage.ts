import type { Unmasked } from '@apollo/client/core';
import type { ResultOf } from '@graphql-typed-document-node/core';
import {
  availableStoresOf,
  listedPage,
  PAGE_DATA,
  RESOLVE_URL,
  routePageType,
  SHELL_DOCUMENTS,
  storeViewCodeInPath,
  type AvailableStore
} from '../../src/app/pageData';
import { htmlKey } from '../../src/components/RichContent/presanitizedHtml';
import { createCache } from '../../src/graphql/cache';
import { decodeTextFields } from '../../src/graphql/decodeTextFields';
import { queryKey, type ServerPageData } from '../../src/graphql/serverPageData';
import { canonicalUrl, languageTag, NOINDEX, type PageHead, type PageHeadContext } from '../../src/lib/pageHead';
import { formatPageTitle } from '../../src/lib/pageTitle';
import type { DocumentRef, PageContent, PageDataRequest, RichContentEntry } from '../../src/lib/pageComposition';
import { BrowserStorage, DEFAULT_STORE_VIEW_CODE } from '../../src/lib/storage';
import type { StorefrontBackend } from './backendClient';
import { operationOf } from './documents';
import { installServerEntityDecoder } from './entityDecoder';
import type { ServerSanitize } from './htmlSanitizer';
import { titleText } from './pageTitles';

/** A resource the first HTML asks the browser to fetch early. */
export interface Preload {
  as: 'script' | 'style' | 'image';
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  media?: string;
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

export interface PageRequest {
  pathname: string;
  search: string;
}

/** The backend failed or broke the page's time budget: the server falls back to the plain shell. */
export class BackendUnavailableError extends Error {}

/**
 * The SPA's network code (src/graphql/links): pages the server composes render from its data and fetch it at idle,
 * but a listed page without data (search, cart, checkout, account forms) queries at once and needs it first.
 */
const NETWORK_CHUNK = 'graphql-network';
/**
 * How long a store view's shell answers are reused across compositions. Short: a composed page is itself kept a minute,
 * so a change to the menu or the store's configuration shows within this much more.
 */
const SHELL_TTL_MS = 10_000;
/** A shell snapshot that takes longer is dropped (the next page asks the shell itself and tries again). */
const SHELL_SNAPSHOT_TIMEOUT_MS = 5_000;

/** The store view a path begins with (as the SPA reads it), and the rest of the path: the route within that view. */
function splitStorePath(pathname: string, storeCodes: readonly string[]): { storeCode?: string; path: string } {
  const storeCode = storeViewCodeInPath(pathname, storeCodes);
  return { storeCode, path: (storeCode ? pathname.slice(storeCode.length + 1) : pathname) || '/' };
}

/**
 * Composes what a page request's first HTML says (status, head, preloads, data) from anonymous catalogue
 * queries: nothing customer-specific is ever asked, so the result is the same for every shopper of a store
 * view and can be cached.
 */
export class PageComposer {
  /** Per store view: the shell's answers, kept SHELL_TTL_MS (every page of a store view asks the same five). */
  private readonly shells = new Map<string, { snapshot?: ShellSnapshot; until: number }>();

  constructor(
    private readonly backend: StorefrontBackend,
    private readonly publicUrl: string,
    private readonly stores: () => Promise<AvailableStore[]>,
    private readonly sanitize: ServerSanitize
  ) {}

  /** The store view's kept shell while there is a fresh one; otherwise the page asks the shell's queries itself. */
  private keptShell(store: AvailableStore): ShellSnapshot | undefined {
    const kept = this.shells.get(store.store_code);
    return kept && kept.until > Date.now() ? kept.snapshot : undefined;
  }

  /**
   * Takes a snapshot of the store view's shell for the next pages, at most once per SHELL_TTL_MS. It starts after the
   * page that found none is composed: run beside it, its five queries would slow that (cold) page down.
   */
  private refreshShell(store: AvailableStore): void {
    const now = Date.now();
    const kept = this.shells.get(store.store_code);
    if (kept && kept.until > now) return;
    const entry: { snapshot?: ShellSnapshot; until: number } = { until: now + SHELL_TTL_MS };
    this.shells.set(store.store_code, entry);
    new PageRun(this.backend, store, [], this.publicUrl, AbortSignal.timeout(SHELL_SNAPSHOT_TIMEOUT_MS)).shell().then(
      (snapshot) => (entry.snapshot = snapshot),
      () => this.shells.delete(store.store_code)
    );
  }

  async compose(request: PageRequest, signal: AbortSignal): Promise<ComposedPage> {
    const stores = await this.stores();
    const codes = stores.map((store) => store.store_code);
    const { storeCode = DEFAULT_STORE_VIEW_CODE, path } = splitStorePath(request.pathname, codes);
    const store = stores.find((candidate) => candidate.store_code === storeCode) ?? stores[0];
    if (!store) throw new BackendUnavailableError('The backend lists no store views.');
    const kept = this.keptShell(store);
    const page = await new PageRun(this.backend, store, stores, this.publicUrl, signal).compose(path, request.search, kept);
    if (!kept) this.refreshShell(store);
    if (page.data && page.richContent?.length) {
      // Content the server does not sanitise (beyond its bounds) is left out: the browser sanitises it.
      const sanitized = await Promise.all(page.richContent.map(async ({ input, html }) => [htmlKey(input), await this.sanitize(html)] as const));
      const entries = sanitized.filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
      if (entries.length) page.data.sanitizedHtml = Object.fromEntries(entries);
    }
    delete page.richContent;
    return page;
  }
}

installServerEntityDecoder();

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

  /**
   * Asks one query and writes its answer into the page's cache; a failed query fails the page. The answer comes back
   * as the SPA's cache reads it, names and labels with their entities decoded (graphql/textFields.ts), so the title,
   * head and JSON-LD carry the text the page shows; the cache keeps it as it came, for the SPA to decode once.
   */
  private readonly ask = async <T, V>(document: DocumentRef<T, V>, variables: V): Promise<T> => {
    const operation = operationOf(document);
    const answer = await this.backend.query<T>(operation.text, variables as Record<string, unknown>, {
      store: this.store.store_code,
      signal: this.signal
    });
    if (!answer.data || answer.errors?.length) {
      throw new BackendUnavailableError(`${operation.name}: ${answer.errors?.[0]?.message ?? 'no data'}`);
    }
    this.cache.writeQuery({ query: operation.document, variables, data: answer.data as Unmasked<T> });
    this.queries.push(queryKey(operation.name, variables as Record<string, unknown>));
    return decodeTextFields(answer.data);
  };

  /** Like `ask`, but a GraphQL error (e.g. a CMS page that does not exist) only means there is no data. */
  private readonly askOptional = async <T, V>(document: DocumentRef<T, V>, variables: V): Promise<T | undefined> => {
    try {
      return await this.ask(document, variables);
    } catch (error) {
      if (this.signal.aborted || !(error instanceof BackendUnavailableError)) throw error;
      return undefined;
    }
  };

  /** The shell's queries, the same for every page of the store view (header, footer, menu, switchers, locale). */
  private askShell(): Promise<Pick<ShellSnapshot, 'shellConfig' | 'currency' | 'locale'>> {
    return Promise.all([
      this.ask(SHELL_DOCUMENTS.shellConfig, {}),
      this.ask(SHELL_DOCUMENTS.megaMenu, {}),
      this.ask(SHELL_DOCUMENTS.availableStores, {}),
      this.ask(SHELL_DOCUMENTS.currency, {}),
      this.ask(SHELL_DOCUMENTS.locale, {})
    ]).then(([shellConfig, , , currency, locale]) => ({ shellConfig, currency, locale }));
  }

  /** A snapshot of the shell alone, for the next pages of the store view. */
  async shell(): Promise<ShellSnapshot> {
    const answers = await this.askShell();
    return { ...answers, cache: JSON.stringify(this.cache.extract()), queries: [...this.queries] };
  }

  async compose(path: string, search: string, kept?: ShellSnapshot): Promise<ComposedPage> {
    if (kept) {
      // The kept shell is in the page's cache before the page's own answers are written (and merged) into it.
      this.cache.restore(JSON.parse(kept.cache) as ReturnType<typeof this.cache.extract>);
      this.queries.push(...kept.queries);
    }
    const shell = kept ? Promise.resolve(kept) : this.askShell();
    // The content's base URLs are the shell's store config's, as the SPA reads them from the cache.
    const backendBaseUrls = () => shell.then(({ shellConfig: config }) => config.storeConfig ?? undefined);
    const [{ shellConfig, currency, locale }, content] = await Promise.all([shell, this.composeContent(path, search, backendBaseUrls)]);
    const storeName = shellConfig.storeConfig?.store_name ?? undefined;
    const localeCode = locale.storeConfig?.locale ?? this.store.locale ?? undefined;
    const currencyCode = currency.currency?.default_display_currency_code;
    if (content.status === 301 || content.status === 302) {
      return { status: content.status, location: content.location, title: formatPageTitle(undefined, storeName), chunks: [], preloads: [] };
    }
    const context = this.headContext(storeName);
    const built = content.head?.(context);
    const listed = listedPage(path);
    return {
      status: content.status,
      lang: languageTag(localeCode),
      title: formatPageTitle(
        content.title ?? titleText(listed && PAGE_DATA[listed.type]?.title?.(new URLSearchParams(search)), localeCode),
        storeName
      ),
      canonical: content.status === 200 ? canonicalUrl(this.publicUrl, this.basename, path, search) : undefined,
      robots: listed?.noindex ? NOINDEX : undefined,
      head: built,
      siteName: storeName,
      // The locale's messages load before the first render, then the page's own chunk.
      chunks: [
        ...(localeCode ? [`i18n-${localeCode}-json`] : []),
        ...(content.chunk ? [content.chunk] : []),
        ...(content.chunks ?? []),
        ...(content.queriesAtOnce ? [NETWORK_CHUNK] : [])
      ],
      preloads: [...(content.image ? [content.image] : []), ...(content.images ?? [])],
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

  private async composeContent(path: string, search: string, backendBaseUrls: PageDataRequest['backendBaseUrls']): Promise<RunContent> {
    const listed = listedPage(path);
    if (listed) {
      const { type: chunk } = listed;
      const data = PAGE_DATA[chunk];
      // An account page's shopper is most often not signed in yet (and is sent to sign in): its chunk waits.
      if (!data?.compose) return { status: 200, chunk: listed.signedIn ? undefined : chunk, queriesAtOnce: true };
      // A listed page shows even when its CMS page does not exist.
      return { status: 200, chunk, ...(await data.compose(this.request(path, search, backendBaseUrls), listed.route ?? {})) };
    }
    const { route } = await this.ask(RESOLVE_URL, { url: path });
    if (!route || !route.type) return { status: 404 };
    if (route.redirect_code === 301 || route.redirect_code === 302) {
      const target = (route.relative_url ?? '').replace(/^\/*/, '/');
      return { status: route.redirect_code, location: `${this.basename}${target}` };
    }
    const type = routePageType(route.type);
    const content = type && (await PAGE_DATA[type]?.compose?.(this.request(path, search, backendBaseUrls), route));
    return type && content ? { status: 200, chunk: type, ...content } : { status: 404 };
  }

  /** What a page type's data is composed with. */
  private request(path: string, search: string, backendBaseUrls: PageDataRequest['backendBaseUrls']): PageDataRequest {
    return { path, search, backendBaseUrls, ask: this.ask, askOptional: this.askOptional };
  }
}

type ShellAnswer<K extends keyof typeof SHELL_DOCUMENTS> = (typeof SHELL_DOCUMENTS)[K] extends DocumentRef<infer T, infer _V> ? T : never;

/**
 * The shell's part of every page of a store view: the answers the head needs and the normalised cache entries (as
 * JSON: each page parses its own copy, so no page's writes reach another's).
 */
interface ShellSnapshot {
  shellConfig: ShellAnswer<'shellConfig'>;
  currency: ShellAnswer<'currency'>;
  locale: ShellAnswer<'locale'>;
  cache: string;
  queries: string[];
}

/** What the page type decides; the shell's data completes it. */
interface RunContent extends Partial<PageContent> {
  status: ComposedPage['status'];
  location?: string;
  chunk?: string;
  /** The page has no server data: the SPA's first render asks the backend. */
  queriesAtOnce?: boolean;
}

/** The store views, from the backend's default view. */
export async function fetchStores(backend: StorefrontBackend, signal: AbortSignal): Promise<AvailableStore[]> {
  const operation = operationOf(SHELL_DOCUMENTS.availableStores);
  const answer = await backend.query<ResultOf<typeof operation.document>>(operation.text, {}, { signal });
  const stores = availableStoresOf(answer.data);
  if (!stores.length) throw new BackendUnavailableError('availableStores: no store views');
  return [...stores].sort((a, b) => (a.store_sort_order ?? 0) - (b.store_sort_order ?? 0));
}
