import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { startTestServer, type TestServer } from '../server.testing';
import { embeddedBackendClient, type StorefrontBackend } from './backendClient';
import { createPageHandler } from './index';

const PUBLIC_URL = 'https://shop.example.com';
const SHELL = '<!doctype html><html lang="en"><head><title>Default Store View</title></head><body><div id="root"></div></body></html>';

/**
 * The first HTML of content from a Magento on hosts of its own: the embedded backend's answers, its base URLs moved
 * to a media host (a CDN) and to a link base URL with the store code (Add Store Code to URLs), as such a shop's
 * GraphQL renders its directives.
 */
describe("the first HTML of content on the backend's base URLs", () => {
  let server: TestServer;
  let pages: FastifyInstance;

  beforeAll(async () => {
    server = await startTestServer('content-urls', { files: { 'index.html': SHELL }, env: { STOREFRONT_PUBLIC_URL: PUBLIC_URL } });
    const database = new Database(path.join(server.root, 'var', 'storefront.sqlite'));
    try {
      database
        .prepare("UPDATE category_text SET description = ? WHERE store_id = 1 AND category_id = (SELECT id FROM category WHERE url_key = 'women')")
        .run('<p><img src="{{media url="wysiwyg/women.jpg"}}" alt="Women"> <a href="{{store direct_url="men.html"}}">Men</a></p>');
    } finally {
      database.close();
    }
    const embedded = embeddedBackendClient(server.app);
    const elsewhere: StorefrontBackend = {
      async query<T>(...args: Parameters<StorefrontBackend['query']>) {
        const answer = await embedded.query<T>(...args);
        const moved = JSON.stringify(answer)
          .replaceAll(`${PUBLIC_URL}/media/`, 'https://cdn.example.net/media/')
          .replaceAll(`${PUBLIC_URL}/`, 'https://magento.example.com/default/');
        return JSON.parse(moved) as typeof answer;
      }
    };
    pages = Fastify();
    pages.get('/*', createPageHandler({ distDir: server.root, publicUrl: PUBLIC_URL, backend: elsewhere, budgetMs: 10_000 }));
    await pages.ready();
  }, 60_000);

  afterAll(async () => {
    await pages?.close();
    await server?.close();
  });

  async function firstHtml(url: string) {
    const { body } = await pages.inject({ url, headers: { accept: 'text/html' } });
    const data = JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(body)![1]) as {
      sanitizedHtml?: Record<string, string>;
    };
    const preloads = [...body.matchAll(/<link rel="preload" as="image" href="([^"]*)"/g)].map((match) => match[1]);
    return { content: Object.values(data.sanitizedHtml ?? {}).join('\n'), preloads };
  }

  it("a Luma page's images come from our /media and its links stay in the app", async () => {
    const { content } = await firstHtml('/default/seasonal-picks');
    expect(content).toContain('<img src="/media/wysiwyg/home/home-main.jpg"');
    expect(content).toContain('<a class="block-promo home-main" href="/women.html">');
    expect(content).toContain('<a href="/about-us">');
    expect(content).not.toMatch(/cdn\.example\.net|magento\.example\.com/);
  });

  it("the home page's Page Builder backgrounds and its preloaded first image come from our /media", async () => {
    const { content, preloads } = await firstHtml('/default/');
    expect(content).toContain('/media/wysiwyg/home/banner-1.jpg');
    expect(content).not.toMatch(/cdn\.example\.net|magento\.example\.com/);
    expect(preloads.length).toBeGreaterThan(0);
    for (const href of preloads) expect(href).toMatch(/^\/media\//);
  });

  it("a category's description is shown with its images on our /media and its links in the app", async () => {
    const { content } = await firstHtml('/default/women.html');
    expect(content).toContain('<img src="/media/wysiwyg/women.jpg" alt="Women">');
    expect(content).toContain('<a href="/men.html">Men</a>');
  });
});
