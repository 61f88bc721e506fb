import type { DB } from '.';

export interface StoreRow {
  id: number;
  code: string;
  name: string;
  locale: string;
  default_currency: string;
  allowed_currencies: string;
  sort_order: number;
  config: string;
}
export interface CountryRow {
  id: string;
  iso3: string;
  name_en: string;
  name_fr: string;
}
export interface RegionRow {
  id: number;
  code: string;
  name: string;
}
export interface CmsPageRow {
  id: number;
  identifier: string;
  title: string;
  content_heading: string;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  page_layout: string;
}
export interface CmsBlockRow {
  identifier: string;
  title: string;
  content: string;
}
export interface UrlRewriteRow {
  target_path: string;
  entity_type: string;
  entity_id: number;
  redirect_type: number;
}

/** The shop's set-up and content: store views, currency rates, countries and regions, CMS pages and blocks, URL rewrites. */
export function contentQueries(db: DB) {
  const stores = db.prepare('SELECT * FROM store ORDER BY sort_order');
  const rates = db.prepare('SELECT code, rate FROM currency_rate');
  const meta = db.prepare('SELECT value FROM meta WHERE key = ?');
  const insertMetaOnce = db.prepare('INSERT OR IGNORE INTO meta VALUES (?, ?)');
  const countries = db.prepare('SELECT * FROM country ORDER BY id');
  const country = db.prepare('SELECT * FROM country WHERE id = ?');
  const regions = db.prepare('SELECT id, code, name FROM region WHERE country_id = ? ORDER BY name');
  const regionById = db.prepare('SELECT id, code, name FROM region WHERE id = ? AND country_id = ?');
  const regionByCodeOrName = db.prepare('SELECT id, code, name FROM region WHERE country_id = @country AND (code = @r OR name = @r)');
  const pageByIdentifier = db.prepare('SELECT * FROM cms_page WHERE identifier = ? AND store_id = ?');
  const pageById = db.prepare('SELECT * FROM cms_page WHERE id = ? AND store_id = ?');
  const block = db.prepare('SELECT identifier, title, content FROM cms_block WHERE identifier = ? AND store_id = ?');
  const blockById = db.prepare('SELECT identifier, title, content FROM cms_block WHERE id = ? AND store_id = ?');
  const rewrite = db.prepare('SELECT * FROM url_rewrite WHERE store_id = ? AND request_path = ?');
  return {
    stores: () => stores.all() as StoreRow[],
    rates: () => rates.all() as { code: string; rate: number }[],
    meta: (key: string) => (meta.get(key) as { value: string } | undefined)?.value,
    /**
     * The value kept under `key`: `value` when there was none yet. Atomic, so processes opening a new database at
     * once all keep the first one written (a read, then an insert, lost a worker to a UNIQUE failure).
     */
    keptMeta: (key: string, value: string): string => {
      insertMetaOnce.run(key, value);
      return (meta.get(key) as { value: string }).value;
    },
    countries: () => countries.all() as CountryRow[],
    country: (id: string) => country.get(id) as CountryRow | undefined,
    regions: (countryId: string) => regions.all(countryId) as RegionRow[],
    regionById: (id: number, countryId: string) => regionById.get(id, countryId) as RegionRow | undefined,
    regionByCodeOrName: (countryId: string, codeOrName: string) =>
      regionByCodeOrName.get({ country: countryId, r: codeOrName }) as RegionRow | undefined,
    cmsPage: (identifier: string, storeId: number) => pageByIdentifier.get(identifier, storeId) as CmsPageRow | undefined,
    cmsPageById: (id: number, storeId: number) => pageById.get(id, storeId) as CmsPageRow | undefined,
    cmsBlock: (identifier: string, storeId: number) => block.get(identifier, storeId) as CmsBlockRow | undefined,
    cmsBlockById: (id: number, storeId: number) => blockById.get(id, storeId) as CmsBlockRow | undefined,
    urlRewrite: (storeId: number, requestPath: string) => rewrite.get(storeId, requestPath) as UrlRewriteRow | undefined
  };
}
