import { backendUrlsOnOwnOrigin, type BackendBaseUrls } from './backendUrls';

const SHOP: BackendBaseUrls = {
  secure_base_media_url: 'https://magento.example.com/media/',
  base_media_url: 'http://magento.example.com/media/',
  secure_base_link_url: 'https://magento.example.com/',
  base_link_url: 'http://magento.example.com/'
};

describe("content's URLs on the backend's base URLs", () => {
  it('serves its media images through our own /media, in src, srcset, url() and Page Builder JSON', () => {
    expect(backendUrlsOnOwnOrigin('<img src="https://magento.example.com/media/wysiwyg/a.jpg">', SHOP)).toBe('<img src="/media/wysiwyg/a.jpg">');
    expect(backendUrlsOnOwnOrigin('<img srcset="https://magento.example.com/media/a.jpg 1x, http://magento.example.com/media/b.jpg 2x">', SHOP)).toBe(
      '<img srcset="/media/a.jpg 1x, /media/b.jpg 2x">'
    );
    expect(backendUrlsOnOwnOrigin('<div style="background-image: url(//magento.example.com/media/c.jpg)">', SHOP)).toBe(
      '<div style="background-image: url(/media/c.jpg)">'
    );
    expect(
      backendUrlsOnOwnOrigin(
        '<div data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;https:\\/\\/magento.example.com\\/media\\/wysiwyg\\/b.jpg\\&quot;}">',
        SHOP
      )
    ).toBe('<div data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;\\/media\\/wysiwyg\\/b.jpg\\&quot;}">');
    expect(
      backendUrlsOnOwnOrigin(
        '<div data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;https://magento.example.com/media/d.jpg\\&quot;}">',
        SHOP
      )
    ).toBe('<div data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;/media/d.jpg\\&quot;}">');
  });

  it('serves media from another host or path (a CDN, pub/media) through our /media', () => {
    const cdn: BackendBaseUrls = { ...SHOP, secure_base_media_url: 'https://cdn.example.net/shop/pub/media/', base_media_url: null };
    expect(backendUrlsOnOwnOrigin('<img src="https://cdn.example.net/shop/pub/media/wysiwyg/a.jpg">', cdn)).toBe('<img src="/media/wysiwyg/a.jpg">');
  });

  it('makes links under the link base URL in-app links, with the store code or index.php/ it ends in', () => {
    expect(backendUrlsOnOwnOrigin('<a href="https://magento.example.com/women.html">Women</a>', SHOP)).toBe('<a href="/women.html">Women</a>');
    expect(backendUrlsOnOwnOrigin('<a href="http://magento.example.com/women.html?p=2#top">Women</a>', SHOP)).toBe(
      '<a href="/women.html?p=2#top">Women</a>'
    );
    expect(backendUrlsOnOwnOrigin('<a href="https://magento.example.com">Home</a>', SHOP)).toBe('<a href="/">Home</a>');
    const withCode: BackendBaseUrls = {
      ...SHOP,
      secure_base_link_url: 'https://magento.example.com/default/',
      base_link_url: 'http://magento.example.com/default/'
    };
    expect(
      backendUrlsOnOwnOrigin(
        '<a href="https://magento.example.com/default/women.html">W</a><a href="http://magento.example.com/default">H</a>',
        withCode
      )
    ).toBe('<a href="/women.html">W</a><a href="/">H</a>');
    const indexPhp: BackendBaseUrls = { ...SHOP, secure_base_link_url: 'https://magento.example.com/index.php/' };
    expect(backendUrlsOnOwnOrigin('<a href="https://magento.example.com/index.php/customer/account/">Account</a>', indexPhp)).toBe(
      '<a href="/customer/account/">Account</a>'
    );
  });

  it('leaves other hosts, look-alike hosts and other ports alone', () => {
    const others =
      '<a href="https://magento.example.com.evil.test/x">x</a><img src="https://cdn.example.org/media/a.jpg">' +
      '<a href="https://magento.example.com:8443/x">port</a>';
    expect(backendUrlsOnOwnOrigin(others, SHOP)).toBe(others);
  });

  it('changes nothing without absolute base URLs', () => {
    const html = '<a href="https://magento.example.com/women.html">Women</a>';
    expect(backendUrlsOnOwnOrigin(html, undefined)).toBe(html);
    expect(backendUrlsOnOwnOrigin(html, { secure_base_media_url: '/media/', secure_base_link_url: null })).toBe(html);
  });
});
