import { formatPageTitle } from './pageTitle';
import { canonicalUrl, htmlToText, pickDescription, shortenDescription, storeAlternates } from './pageHead';
import { applyPageHeadElements, pageHeadElements } from './pageHeadElements';
import { unclosed, withinBound } from './linearTime.testing';

describe('page head', () => {
  it('titles pages "Page - Store name", with the store name alone or its stand-in otherwise', () => {
    expect(formatPageTitle('Women', 'Luma')).toBe('Women - Luma');
    expect(formatPageTitle(undefined, 'Luma')).toBe('Luma');
    expect(formatPageTitle('Women', null)).toBe('Women - Default Store View');
  });

  it('turns HTML into plain text without a DOM, scripts and entities included', () => {
    expect(htmlToText('<p>Soft&nbsp;linen &amp; cotton.</p><script>alert(1)</script><ul><li>Wash at 30&#176;</li></ul>')).toBe(
      'Soft linen & cotton. Wash at 30°'
    );
    expect(
      htmlToText('<p>New in</p>{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" products_count="8"}}<p>Free returns</p>')
    ).toBe('New in Free returns');
    expect(htmlToText(null)).toBe('');
  });

  it('reads any amount of unclosed tags, scripts and directives linearly (a description is read on the server)', () => {
    for (const start of ['<b ', '<script ', '{{widget ']) expect(withinBound(() => htmlToText(`${unclosed(start)}<p>Linen</p>`))).toMatch(/Linen$/);
  });

  it('keeps descriptions to 160 characters, cut at a word', () => {
    const long = 'word '.repeat(60).trim();
    const short = shortenDescription(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('word…')).toBe(true);
    expect(pickDescription('', { html: '<p></p>' }, { html: '<b>Second</b> choice' })).toBe('Second choice');
    expect(pickDescription(null, undefined)).toBeUndefined();
  });

  it('makes canonical URLs absolute, with the store prefix and the page but not filters or sort', () => {
    expect(canonicalUrl('https://shop.test', '/fr', '/women.html', '?color=50&sort=price-asc&page=3')).toBe('https://shop.test/fr/women.html?page=3');
    expect(canonicalUrl('https://shop.test', '/fr', '/women.html', '?page=1')).toBe('https://shop.test/fr/women.html');
    expect(canonicalUrl('https://shop.test', '/default', '/')).toBe('https://shop.test/default/');
  });

  it('links the page in every store view by language, plus x-default', () => {
    const context = {
      origin: 'https://shop.test',
      basename: '/fr',
      storeName: 'Boutique',
      defaultStoreCode: 'default',
      stores: [
        { store_code: 'default', locale: 'en_US' },
        { store_code: 'fr', locale: 'fr_FR' }
      ]
    };
    expect(storeAlternates(context, '/women.html')).toEqual([
      { hreflang: 'en-US', href: 'https://shop.test/default/women.html' },
      { hreflang: 'fr-FR', href: 'https://shop.test/fr/women.html' },
      { hreflang: 'x-default', href: 'https://shop.test/default/women.html' }
    ]);
    expect(storeAlternates({ ...context, stores: [context.stores[0]] }, '/women.html')).toBeUndefined();
  });

  it('replaces the previous page head elements (only those) in the document', () => {
    document.head.innerHTML = '<meta charset="utf-8"><meta name="description" content="Shell" data-page-head><link rel="manifest" href="/m">';
    applyPageHeadElements(
      document,
      pageHeadElements({
        title: 'Dress - Luma',
        canonical: 'https://shop.test/default/dress.html',
        head: { description: 'A dress', type: 'product', jsonLd: [{ '@type': 'Product', name: '</script>' }] }
      })
    );
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'A dress');
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"@type":"Product","name":"\\u003c/script>"}');

    applyPageHeadElements(document, pageHeadElements({ title: 'Missing', head: { notFound: true } }));
    expect([...document.head.querySelectorAll('[data-page-head]')].map((element) => element.outerHTML)).toEqual([
      '<meta data-page-head="" name="robots" content="noindex, follow">'
    ]);
  });
});
