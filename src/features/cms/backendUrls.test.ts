import { backendUrlsOnOwnOrigin } from './backendUrls';

const MEDIA_BASE = 'https://magento.example.com/media/';

describe("CMS content's URLs on the Magento host", () => {
  it('serves its media images through our own /media, in src, srcset, url() and Page Builder JSON', () => {
    expect(backendUrlsOnOwnOrigin('<img src="https://magento.example.com/media/wysiwyg/a.jpg">', MEDIA_BASE)).toBe(
      '<img src="/media/wysiwyg/a.jpg">'
    );
    expect(
      backendUrlsOnOwnOrigin('<img srcset="https://magento.example.com/media/a.jpg 1x, http://magento.example.com/media/b.jpg 2x">', MEDIA_BASE)
    ).toBe('<img srcset="/media/a.jpg 1x, /media/b.jpg 2x">');
    expect(
      backendUrlsOnOwnOrigin(
        '<div data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;https:\\/\\/magento.example.com\\/media\\/wysiwyg\\/b.jpg\\&quot;}">',
        MEDIA_BASE
      )
    ).toBe('<div data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;\\/media\\/wysiwyg\\/b.jpg\\&quot;}">');
  });

  it('makes links to the Magento host in-app links, and leaves other hosts and look-alike hosts alone', () => {
    expect(backendUrlsOnOwnOrigin('<a href="https://magento.example.com/women.html">Women</a>', MEDIA_BASE)).toBe('<a href="/women.html">Women</a>');
    expect(backendUrlsOnOwnOrigin('<a href="https://magento.example.com">Home</a>', MEDIA_BASE)).toBe('<a href="/">Home</a>');
    const others = '<a href="https://magento.example.com.evil.test/x">x</a><img src="https://cdn.example.org/media/a.jpg">';
    expect(backendUrlsOnOwnOrigin(others, MEDIA_BASE)).toBe(others);
  });

  it('changes nothing without an absolute media base URL', () => {
    const html = '<a href="https://magento.example.com/women.html">Women</a>';
    expect(backendUrlsOnOwnOrigin(html, undefined)).toBe(html);
    expect(backendUrlsOnOwnOrigin(html, '/media/')).toBe(html);
  });
});
