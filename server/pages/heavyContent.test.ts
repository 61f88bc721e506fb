import Database from 'better-sqlite3';
import path from 'node:path';
import { startTestServer, type TestServer } from '../server.testing';
import { SanitizerThread } from './htmlSanitizer';

/** Rich content within the sanitiser's bounds that still takes its thread a while (a second or two). */
const HEAVY = '<p>Lorem <a href="/x">ipsum</a> <img src="/media/a.jpg" alt=""> dolor sit amet.</p>\n'.repeat(5_000);
const DEEP = `${'<div>'.repeat(4_000)}deep${'</div>'.repeat(4_000)}`;
const SHELL = '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>';

/** Waits (a bounded number of short turns) until `done` says so. */
async function until(done: () => boolean, turns = 3_000): Promise<void> {
  for (let turn = 0; turn < turns && !done(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!done()) throw new Error('never happened');
}

describe('a heavy content item', () => {
  let server: TestServer;
  let origin: string;
  const jobs = new Map<string, { started: number; settled: number }>();

  function setDescription(urlKey: string, html: string): void {
    const database = new Database(path.join(server.root, 'var', 'storefront.sqlite'));
    try {
      database.prepare('UPDATE product_text SET description = ? WHERE product_id = (SELECT id FROM product WHERE url_key = ?)').run(html, urlKey);
    } finally {
      database.close();
    }
  }

  async function productUrlKeys(count: number): Promise<string[]> {
    const answer = await fetch(
      `${origin}/graphql?query=${encodeURIComponent(`{ products(search: "shirt", pageSize: ${count}) { items { url_key } } }`)}`
    );
    const { data } = (await answer.json()) as { data: { products: { items: Array<{ url_key: string }> } } };
    return data.products.items.map((item) => item.url_key);
  }

  beforeAll(async () => {
    // Every job the sanitiser's thread is given, counted by its input.
    const sanitize = SanitizerThread.prototype.sanitize;
    jest.spyOn(SanitizerThread.prototype, 'sanitize').mockImplementation(function (this: SanitizerThread, html: string) {
      const job = jobs.get(html) ?? { started: 0, settled: 0 };
      jobs.set(html, job);
      job.started += 1;
      return sanitize.call(this, html).finally(() => (job.settled += 1));
    });
    server = await startTestServer('heavy-content', { files: { 'index.html': SHELL } });
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await server?.close();
  });

  it('is sanitised while the server answers /healthz, once whatever the query string', async () => {
    const [urlKey] = await productUrlKeys(1);
    setDescription(urlKey, HEAVY);
    const page = fetch(`${origin}/default/${urlKey}.html?v=1`);
    await until(() => (jobs.get(HEAVY)?.started ?? 0) > 0);

    const health = await fetch(`${origin}/healthz`);
    expect([health.status, await health.text()]).toEqual([200, 'ok']);
    // Answered while the content was still being sanitised: the event loop was free.
    expect(jobs.get(HEAVY)!.settled).toBe(0);

    expect((await page).status).toBe(200);
    await until(() => jobs.get(HEAVY)!.settled > 0);
    for (const version of [2, 3]) expect((await fetch(`${origin}/default/${urlKey}.html?v=${version}`)).status).toBe(200);
    expect(jobs.get(HEAVY)).toEqual({ started: 1, settled: 1 });
  }, 60_000);

  it('nested 4,000 deep is refused at once and not tried again under another query string', async () => {
    const [, urlKey] = await productUrlKeys(2);
    setDescription(urlKey, DEEP);
    const composed: boolean[] = [];
    for (const version of [1, 2, 3]) {
      const page = await fetch(`${origin}/default/${urlKey}.html?v=${version}`);
      expect(page.status).toBe(200);
      composed.push((await page.text()).includes('id="page-data"'));
    }
    // Composed all the same (within the page's time budget once the backend is warm), the description left to the
    // browser's sanitiser.
    expect(composed.at(-1)).toBe(true);
    expect(jobs.get(DEEP)).toEqual({ started: 1, settled: 1 });
  }, 60_000);
});
