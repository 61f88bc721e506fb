import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import path from 'node:path';
import { startTestServer, type TestServer } from '../server.testing';

// Magento keeps names as typed, entities included; the first HTML's title, head and JSON-LD carry the text its
// storefront shows (®, not &reg;), escaped once for where it stands, and never markup of its own.

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Default Store View</title>' +
  '<script defer="defer" src="/static/js/main.js"></script></head><body><div id="root"></div></body></html>';

describe('entities in the composed head', () => {
  let server: TestServer;
  let app: FastifyInstance;

  /** A page as composed: a cold composition may miss the 300 ms budget (the shell is sent) and is then kept for the next ask. */
  const page = async (url: string) => {
    let html = '';
    for (let attempt = 0; attempt < 20 && !html.includes('id="page-data"'); attempt++) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 250));
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      html = response.body;
    }
    const { document } = new JSDOM(html).window;
    const meta = (key: string) => document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>
    );
    return { html, document, meta, jsonLd };
  };

  beforeAll(async () => {
    server = await startTestServer('page-entities', { files: { 'index.html': SHELL }, env: { STOREFRONT_PUBLIC_URL: 'https://shop.example.com' } });
    app = server.app;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it("writes a category's name with its entity decoded into the title, Open Graph and BreadcrumbList", async () => {
    const { html, document, meta, jsonLd } = await page('/default/men/tops/hoodies.html');
    expect(document.title).toBe('Cocona® Hoodies - Default Store View');
    expect(html).toContain('<title>Cocona® Hoodies - Default Store View</title>');
    expect(meta('og:title')).toBe('Cocona® Hoodies - Default Store View');
    const trail = jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string }> };
    expect(trail.itemListElement.map((item) => item.name)).toEqual(['Men', 'Tops', 'Cocona® Hoodies']);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('&reg;');
    expect(head).not.toContain('&amp;reg;');
    // The page data keeps Magento's answer as it came: the SPA's cache decodes it when read, once.
    const data = document.getElementById('page-data')?.textContent ?? '';
    expect(data).toContain('Cocona&reg; Hoodies');
  });

  it('keeps script-looking text in a name, short and long description as text: escaped in the title and meta, <\\/script>-safe in JSON-LD', async () => {
    const urlKey = 'augusta-classic-dress-dresses-1';
    const name = '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Tee&reg;';
    const database = new Database(path.join(server.root, 'var', 'storefront.sqlite'));
    try {
      database
        .prepare(
          'UPDATE product_text SET name = ?, short_description = ?, description = ? WHERE store_id = 1 AND product_id = (SELECT id FROM product WHERE url_key = ?)'
        )
        .run(name, '&lt;i&gt;Soft&lt;/i&gt; &amp;amp; warm&reg;', '<p>Cocona&reg; fabric, &amp;lt;b&amp;gt; stays text.</p>', urlKey);
    } finally {
      database.close();
    }
    const { html, document, meta, jsonLd } = await page(`/default/${urlKey}.html`);
    const shown = '</script><script>alert(1)</script> Tee®';
    expect(document.title).toBe(`${shown} - Default Store View`);
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Tee® - Default Store View</title>');
    expect(meta('og:title')).toBe(`${shown} - Default Store View`);
    // A text meta description (Magento's short description here) is the shopper's text, decoded once.
    expect(meta('description')).toBe('<i>Soft</i> &amp; warm®');
    const product = jsonLd.find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({ name: shown, description: 'Cocona® fabric, &lt;b&gt; stays text.' });
    const trail = jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string }> };
    expect(trail.itemListElement.at(-1)?.name).toBe(shown);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script> Tee®');
    // No element of the name's: the shell's script, the JSON-LD blocks and the page data are all there is.
    const scripts = [...document.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? script.getAttribute('type'));
    expect(scripts.filter((kind) => kind !== 'application/ld+json')).toEqual(['/static/js/main.js', 'application/json']);
    expect(html).not.toContain('<script>alert(1)');
  });
});
