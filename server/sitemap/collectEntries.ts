import { createHash } from 'node:crypto';
import { PATHS } from '../../src/lib/listedPaths';
import type { BackendAnswer, StorefrontBackend } from '../pages/backendClient';
import { loadOperation } from '../pages/documents';
import type { SitemapEntry, SitemapWriter } from './sitemapXml';

const STORES = loadOperation('server/sitemap/getSitemapStores.graphql');
const CATEGORIES = loadOperation('server/sitemap/getSitemapCategories.graphql');
const PRODUCTS = loadOperation('server/sitemap/getSitemapProducts.graphql');
const CMS_PAGE = loadOperation('server/sitemap/getSitemapCmsPage.graphql');

/** The CMS pages the storefront links to (footer), by route; the route's path is the page's identifier. */
const CMS_PAGE_PATHS = [PATHS.aboutUs, PATHS.customerService];

// Products and categories asked at once. An embedded backend answers a page in one synchronous stretch (about 2-3 ms
// for 25 products at 100x the sample shop, 7-30 ms for 100), during which no other request is served: it gets small
// pages. A remote one costs a round trip per page and blocks nothing here: it gets large ones.
const PAGE_SIZE = 100;
const IN_PROCESS_PAGE_SIZE = 25;
// Bounds, so a misbehaving backend cannot keep the generator looping: 200,000 products, 12 levels.
const MAX_PRODUCTS = 200_000;
const MAX_CATEGORY_DEPTH = 12;
// 10,000 children per query's parents.
const MAX_CHILD_CATEGORIES = 10_000;
// Parents asked for at once: keeps GET query strings short.
const PARENTS_PER_QUERY = 50;

interface StoreRow {
  store_code: string | null;
  root_category_uid: string | null;
  category_url_suffix: string | null;
  product_url_suffix: string | null;
}
interface CategoryRow {
  uid: string;
  url_path: string | null;
  url_suffix: string | null;
  updated_at: string | null;
  breadcrumbs: Array<{ category_uid: string } | null> | null;
}
interface ProductRow {
  uid: string;
  url_key: string | null;
  url_suffix: string | null;
  updated_at: string | null;
  created_at: string | null;
  categories: Array<{ uid: string } | null> | null;
}

/** Magento's dates ("2026-01-02 10:20:30", UTC) as W3C datetimes ("2026-01-02T10:20:30+00:00"); undefined if unreadable. */
export function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** The later of two W3C dates (same format and zone, so they compare as strings). */
function later(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

function encodePath(urlPath: string): string {
  return urlPath.split('/').map(encodeURIComponent).join('/');
}

/** Lets other requests in between two pages: an embedded backend answers each page in one synchronous stretch. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Asks the backend; a transport failure, or GraphQL errors without the data, fail the whole generation. */
async function ask<T>(
  backend: StorefrontBackend,
  operation: { name: string; text: string },
  variables: Record<string, unknown>,
  store: string,
  signal: AbortSignal
): Promise<T> {
  const answer: BackendAnswer<T> = await backend.query<T>(operation.text, variables, { store, signal, uncached: true });
  if (signal.aborted) throw new Error('Sitemap generation ran out of time.');
  if (!answer.data) throw new Error(`${operation.name}: ${answer.errors?.map((error) => error.message).join('; ') || 'no data'}`);
  return answer.data;
}

const pageSizeFor = (backend: StorefrontBackend) => (backend.inProcess ? IN_PROCESS_PAGE_SIZE : PAGE_SIZE);

async function collectCategories(backend: StorefrontBackend, store: StoreRow, signal: AbortSignal) {
  const code = store.store_code as string;
  const found: CategoryRow[] = [];
  let parents = store.root_category_uid ? [store.root_category_uid] : [];
  for (let depth = 0; depth < MAX_CATEGORY_DEPTH && parents.length > 0; depth++) {
    const children: string[] = [];
    for (let start = 0; start < parents.length; start += PARENTS_PER_QUERY) {
      const parentUids = parents.slice(start, start + PARENTS_PER_QUERY);
      for (let page = 1, totalPages = 1; page <= totalPages && page <= MAX_CHILD_CATEGORIES / pageSizeFor(backend); page++) {
        await yieldToOthers();
        const data = await ask<{ categories: { items: Array<CategoryRow | null> | null; page_info: { total_pages: number | null } | null } | null }>(
          backend,
          CATEGORIES,
          { parentUids, pageSize: pageSizeFor(backend), currentPage: page },
          code,
          signal
        );
        totalPages = data.categories?.page_info?.total_pages ?? 1;
        for (const category of data.categories?.items ?? []) {
          if (!category) continue;
          children.push(category.uid);
          found.push(category);
        }
      }
    }
    parents = children;
  }
  return found;
}

/**
 * Every product's entry, page after page (each page read once: linear in the catalogue), each page's entries handed
 * to `write` before the next page is asked; only the newest product date per category is kept, not the products.
 */
async function streamProducts(
  backend: StorefrontBackend,
  code: string,
  signal: AbortSignal,
  toEntry: (product: ProductRow) => SitemapEntry | undefined,
  newestProductIn: Map<string, string | undefined>,
  write: (entries: SitemapEntry[]) => Promise<void>
): Promise<void> {
  const pageSize = pageSizeFor(backend);
  for (let page = 1, totalPages = 1; page <= totalPages && page <= MAX_PRODUCTS / pageSize; page++) {
    if (page > 1) await yieldToOthers();
    const data = await ask<{ products: { items: Array<ProductRow | null> | null; page_info: { total_pages: number | null } | null } | null }>(
      backend,
      PRODUCTS,
      { pageSize, currentPage: page },
      code,
      signal
    );
    totalPages = data.products?.page_info?.total_pages ?? 0;
    const entries: SitemapEntry[] = [];
    for (const product of data.products?.items ?? []) {
      const entry = product ? toEntry(product) : undefined;
      if (!product || !entry) continue;
      entries.push(entry);
      for (const category of product.categories ?? []) {
        if (category) newestProductIn.set(category.uid, later(newestProductIn.get(category.uid), entry.lastmod));
      }
    }
    await write(entries);
  }
}

/**
 * Remembers the URLs already written by a 48-bit digest, not the URL itself: a store view's URLs are listed once
 * while only a number per URL is kept (a collision, about one in 10^7 at 100,000 URLs, would drop one URL).
 */
function onlyNewUrls(): (entries: SitemapEntry[]) => SitemapEntry[] {
  const seen = new Set<number>();
  return (entries) =>
    entries.filter((entry) => {
      const key = createHash('sha1').update(entry.loc).digest().readUIntBE(0, 6);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

async function cmsPageExists(backend: StorefrontBackend, code: string, identifier: string, signal: AbortSignal): Promise<boolean> {
  const answer = await backend.query<{ cmsPage: { identifier: string | null } | null }>(CMS_PAGE.text, { identifier }, { store: code, signal });
  // A missing page is a GraphQL error with `cmsPage: null`, not a failure of the backend.
  return Boolean(answer.data?.cmsPage?.identifier);
}

/**
 * One store view's URLs, written as they come: home, the linked CMS pages, every product (page by page), then every
 * category (each once). Categories come last: a category's last change includes its products' (kept per category).
 */
async function writeStore(backend: StorefrontBackend, publicUrl: string, store: StoreRow, signal: AbortSignal, writer: SitemapWriter): Promise<void> {
  const code = store.store_code as string;
  const base = `${publicUrl}/${encodeURIComponent(code)}`;
  const fresh = onlyNewUrls();
  const write = (entries: SitemapEntry[]) => writer.write(fresh(entries));
  writer.beginStore(code);
  const first: SitemapEntry[] = [{ loc: `${base}/` }];
  for (const path of CMS_PAGE_PATHS) {
    if (await cmsPageExists(backend, code, path.slice(1), signal)) first.push({ loc: `${base}${path}` });
  }
  await write(first);

  // A category page shows its products and its sub-categories' products (anchors): it changed when one of them did.
  const newestProductIn = new Map<string, string | undefined>();
  await streamProducts(
    backend,
    code,
    signal,
    (product) =>
      product.url_key
        ? {
            loc: `${base}/${encodePath(product.url_key)}${product.url_suffix ?? store.product_url_suffix ?? '.html'}`,
            lastmod: w3cDate(product.updated_at) ?? w3cDate(product.created_at)
          }
        : undefined,
    newestProductIn,
    write
  );

  const categories = await collectCategories(backend, store, signal);
  const ancestorsOf = new Map(
    categories.map((category) => [category.uid, (category.breadcrumbs ?? []).flatMap((crumb) => (crumb ? [crumb.category_uid] : []))])
  );
  for (const [uid, lastmod] of [...newestProductIn]) {
    for (const ancestor of ancestorsOf.get(uid) ?? []) newestProductIn.set(ancestor, later(newestProductIn.get(ancestor), lastmod));
  }
  const categoryEntries: SitemapEntry[] = [];
  for (const category of categories) {
    if (!category.url_path) continue;
    categoryEntries.push({
      loc: `${base}/${encodePath(category.url_path)}${category.url_suffix ?? store.category_url_suffix ?? '.html'}`,
      lastmod: later(w3cDate(category.updated_at), newestProductIn.get(category.uid))
    });
  }
  await write(categoryEntries);
  await writer.endStore();
}

/**
 * Every store view's sitemap URLs, from the backend's GraphQL only (the same queries work against the embedded
 * backend and a real Magento), written to `writer` as they arrive. Store views are asked one after the other:
 * gentle on the backend.
 */
export async function writeSitemapEntries(backend: StorefrontBackend, publicUrl: string, signal: AbortSignal, writer: SitemapWriter): Promise<void> {
  // No store header: the backend's default store view answers for the whole website.
  const data = await ask<{ availableStores: Array<StoreRow | null> | null }>(backend, STORES, {}, '', signal);
  const stores = (data.availableStores ?? []).filter((store): store is StoreRow => Boolean(store?.store_code));
  if (stores.length === 0) throw new Error('The backend lists no store views.');
  for (const store of stores) await writeStore(backend, publicUrl, store, signal, writer);
}
