import { open, rename, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** One URL of a sitemap: absolute, store-prefixed, with its last change (W3C date) when the backend knows it. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** The sitemaps.org limits per file; tests pass smaller ones to see a split. */
export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const URLSET_HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n`;
const URLSET_TAIL = '</urlset>\n';
const FRAME_BYTES = Buffer.byteLength(URLSET_HEAD) + Buffer.byteLength(URLSET_TAIL);

/** A finished generation: the index's XML (one line per file), and each sitemap file's path on disk by name. */
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

interface OpenFile {
  handle: FileHandle;
  path: string;
  urls: number;
  bytes: number;
  lastmod?: string;
}

interface WrittenFile {
  path: string;
  lastmod?: string;
}

/**
 * Writes one generation's sitemap files into its own directory as the entries arrive, a batch (a page of the
 * catalogue) at a time: only the batch is held, never a whole file. Each store view's URLs are cut into files
 * within both limits, in order; the files get their final names (`fr.xml`, or `fr-1.xml`, `fr-2.xml`, …) once the
 * store view is complete.
 */
export class SitemapWriter {
  private readonly listed: string[] = [];
  private readonly files = new Map<string, string>();
  private store?: { code: string; written: WrittenFile[]; current?: OpenFile };

  constructor(
    private readonly directory: string,
    private readonly publicUrl: string,
    private readonly limits: SitemapLimits = SITEMAP_LIMITS
  ) {}

  beginStore(code: string): void {
    this.store = { code, written: [] };
  }

  /** Appends a batch of the current store view's URLs, starting a new file where a limit would be passed. */
  async write(entries: SitemapEntry[]): Promise<void> {
    const store = this.store;
    if (!store) throw new Error('No store view begun.');
    let pending: string[] = [];
    for (const entry of entries) {
      const xml = urlXml(entry);
      const bytes = Buffer.byteLength(xml);
      let current = store.current;
      if (current && current.urls > 0 && (current.urls >= this.limits.maxUrls || current.bytes + bytes > this.limits.maxBytes)) {
        await this.flush(current, pending);
        pending = [];
        await this.closeFile();
        current = undefined;
      }
      if (!current) {
        const filePath = path.join(this.directory, `${store.code}-${store.written.length + 1}.xml.part`);
        current = { handle: await open(filePath, 'wx'), path: filePath, urls: 0, bytes: FRAME_BYTES };
        store.current = current;
        pending.push(URLSET_HEAD);
      }
      pending.push(xml);
      current.urls += 1;
      current.bytes += bytes;
      if (entry.lastmod && (!current.lastmod || entry.lastmod > current.lastmod)) current.lastmod = entry.lastmod;
    }
    if (store.current) await this.flush(store.current, pending);
  }

  /** Closes the store view's last file and names its files; they are listed in the index in order. */
  async endStore(): Promise<void> {
    const store = this.store;
    if (!store) return;
    await this.closeFile();
    for (const [i, file] of store.written.entries()) {
      const name = store.written.length === 1 ? `${store.code}.xml` : `${store.code}-${i + 1}.xml`;
      const finalPath = path.join(this.directory, name);
      await rename(file.path, finalPath);
      this.files.set(name, finalPath);
      const loc = `${this.publicUrl}/sitemaps/${encodeURIComponent(name)}`;
      this.listed.push(`  <sitemap><loc>${escapeXml(loc)}</loc>${file.lastmod ? `<lastmod>${file.lastmod}</lastmod>` : ''}</sitemap>\n`);
    }
    this.store = undefined;
  }

  /** The index over every store view ended, and the files by name. */
  finish(): Sitemaps {
    const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${this.listed.join('')}</sitemapindex>\n`;
    return { index, files: this.files };
  }

  /** Closes an open file after a failed generation (its directory is removed by the caller). */
  async abandon(): Promise<void> {
    await this.store?.current?.handle.close().catch(() => undefined);
    this.store = undefined;
  }

  private async flush(file: OpenFile, pending: string[]): Promise<void> {
    if (pending.length > 0) await file.handle.write(pending.join(''));
  }

  private async closeFile(): Promise<void> {
    const store = this.store;
    const current = store?.current;
    if (!store || !current) return;
    await current.handle.write(URLSET_TAIL);
    await current.handle.close();
    store.written.push({ path: current.path, lastmod: current.lastmod });
    store.current = undefined;
  }
}
