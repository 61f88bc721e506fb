import type { ComposedPage } from './composePage';
import { renderPage } from './renderPage';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta name="description" content="Shell text" data-page-head/><title>Default Store View</title></head>' +
  '<body><div id="root"></div></body></html>';

const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)> $& $\' $1';

function page(overrides: Partial<ComposedPage> = {}): ComposedPage {
  return {
    status: 200,
    lang: 'fr-FR',
    title: `${hostile} - Shop`,
    canonical: 'https://shop.test/fr/x.html',
    head: { description: hostile, type: 'product', jsonLd: [{ '@type': 'Product', name: hostile }] },
    chunks: ['product'],
    preloads: [
      {
        as: 'image',
        href: '/media/x.jpg?width=640&height=800',
        imageSrcSet: '/media/x.jpg?width=320 320w,\n/media/x.jpg?width=640 640w',
        imageSizes: '100vw'
      }
    ],
    data: { store: 'fr', currency: 'EUR', composedAt: 0, queries: [], cache: { ROOT_QUERY: { __typename: 'Query', note: hostile } } },
    ...overrides
  };
}

describe('rendering a composed page into the shell', () => {
  it('keeps every page text inert: escaped in attributes and text, `<` escaped in JSON, `$` patterns literal', () => {
    const html = renderPage(TEMPLATE, page(), () => ['/static/js/product.1.js']);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<script/g)).toHaveLength(2); // the JSON-LD block and the page data, nothing else
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt; $&amp; $&#39; $1 - Shop</title>'
    );
    const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? '{}').cache.ROOT_QUERY.note).toBe(hostile);
    const jsonLd = /<script data-page-head type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '{}').name).toBe(hostile);
  });

  it('sets the language, replaces the shell description and adds preloads', () => {
    const html = renderPage(TEMPLATE, page({ title: 'Robe - Boutique', head: { description: 'Une robe.' } }), () => [
      '/static/js/product.1.js',
      '/static/css/product.1.css'
    ]);
    expect(html.startsWith('<!doctype html><html lang="fr-FR"><head>')).toBe(true);
    expect(html).not.toContain('Shell text');
    expect(html).toContain('<meta data-page-head name="description" content="Une robe.">');
    expect(html).toContain(
      '<link rel="preload" as="script" href="/static/js/product.1.js"><link rel="preload" as="style" href="/static/css/product.1.css">'
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/x.jpg?width=640&amp;height=800" imagesrcset="/media/x.jpg?width=320 320w, /media/x.jpg?width=640 640w" imagesizes="100vw" fetchpriority="high">'
    );
  });

  it('keeps the shell description where the page has none, and writes only noindex for a missing page', () => {
    const html = renderPage(TEMPLATE, page({ status: 404, head: undefined, canonical: undefined, chunks: [], preloads: [] }), () => []);
    expect(html).toContain('Shell text');
    expect(html.match(/data-page-head /g)).toEqual(['data-page-head ']);
    expect(html).toContain('<meta data-page-head name="robots" content="noindex, follow">');
  });
});
