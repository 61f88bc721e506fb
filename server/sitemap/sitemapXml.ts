import type { SitemapEntry, StoreEntries } from './collectEntries';

/** The sitemaps.org limits per file; tests pass smaller ones to see a split. */
export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const URLSET_HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n`;
const URLSET_TAIL = '</urlset>\n';

/** The generated files: the index's XML, and each store view's sitemap files by name (`fr.xml`, `fr-2.xml`). */
export interface Sitemaps {
  index: string;
  files: Map<string, string>;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function urlXml({ loc, lastmod }: SitemapEntry): string {
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
}

interface Chunk {
  xml: string[];
  bytes: number;
  lastmod?: string;
}

/** Cuts one store view's URLs into files within both limits, in order. */
function splitIntoFiles(entries: SitemapEntry[], limits: SitemapLimits): Chunk[] {
  const frame = Buffer.byteLength(URLSET_HEAD) + Buffer.byteLength(URLSET_TAIL);
  const chunks: Chunk[] = [];
  let current: Chunk = { xml: [], bytes: frame };
  for (const entry of entries) {
    const xml = urlXml(entry);
    const bytes = Buffer.byteLength(xml);
    if (current.xml.length > 0 && (current.xml.length >= limits.maxUrls || current.bytes + bytes > limits.maxBytes)) {
      chunks.push(current);
      current = { xml: [], bytes: frame };
    }
    current.xml.push(xml);
    current.bytes += bytes;
    if (entry.lastmod && (!current.lastmod || entry.lastmod > current.lastmod)) current.lastmod = entry.lastmod;
  }
  if (current.xml.length > 0) chunks.push(current);
  return chunks;
}

/** The sitemap index (one sitemap per store view, numbered files past the limits) and its files. */
export function renderSitemaps(stores: StoreEntries[], publicUrl: string, limits: SitemapLimits = SITEMAP_LIMITS): Sitemaps {
  const files = new Map<string, string>();
  const listed: string[] = [];
  for (const { storeCode, entries } of stores) {
    const chunks = splitIntoFiles(entries, limits);
    chunks.forEach((chunk, i) => {
      const name = chunks.length === 1 ? `${storeCode}.xml` : `${storeCode}-${i + 1}.xml`;
      files.set(name, URLSET_HEAD + chunk.xml.join('') + URLSET_TAIL);
      const loc = `${publicUrl}/sitemaps/${encodeURIComponent(name)}`;
      listed.push(`  <sitemap><loc>${escapeXml(loc)}</loc>${chunk.lastmod ? `<lastmod>${chunk.lastmod}</lastmod>` : ''}</sitemap>\n`);
    });
  }
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${listed.join('')}</sitemapindex>\n`;
  return { index, files };
}
