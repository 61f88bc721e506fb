import { IMAGE_WIDTHS, makeImageSrcSet, makeImageUrl, tagAttribute, withResponsiveImages } from './images';

describe('makeImageUrl', () => {
  it('builds an optimized product image URL with size, cover fit and progressive JPEG', () => {
    const url = new URL(makeImageUrl('/m/b/shirt.jpg', { width: 320, height: 400 }), 'http://shop.test');
    expect(url.pathname).toBe('/media/catalog/product/m/b/shirt.jpg');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      auto: 'webp',
      format: 'pjpg',
      width: '320',
      height: '400',
      fit: 'cover'
    });
  });

  it('keeps PNG files PNG and uses each type path prefix', () => {
    expect(makeImageUrl('logo.PNG', { type: 'image-category' })).toMatch(/^\/media\/catalog\/category\/logo\.PNG\?.*format=png/);
    expect(makeImageUrl('red.jpg', { type: 'image-swatch', optimized: false })).toBe(
      '/media/attribute/swatch/red.jpg?format=pjpg&fit=cover'
    );
  });

  it('stays on our own origin for absolute URLs and media base URLs', () => {
    expect(makeImageUrl('https://cdn.example.com/media/catalog/product/a.jpg')).toMatch(/^\/media\/catalog\/product\/a\.jpg\?/);
    expect(makeImageUrl('a.jpg', { mediaBaseUrl: 'https://shop.example.com/pub/media' })).toMatch(
      /^\/pub\/media\/catalog\/product\/a\.jpg\?/
    );
  });
});

describe('makeImageSrcSet', () => {
  it('lists every width of §9 with heights from the default 0.8 ratio', () => {
    const candidates = makeImageSrcSet('a.jpg').split(',\n');
    expect(candidates).toHaveLength(Object.keys(IMAGE_WIDTHS).length);
    expect(candidates[3]).toMatch(/width=320&height=400&fit=cover 320w$/);
    expect(Object.values(IMAGE_WIDTHS)).toEqual([40, 80, 160, 320, 640, 960, 1280, 1600, 2560]);
  });
});

describe('responsive CMS images', () => {
  it('gives sized media images a srcset of resized variants up to their own width, and sizes', () => {
    const html = withResponsiveImages('<p>Hi</p><img src="/media/wysiwyg/banner.jpg" alt="Spring" width="1600" height="640">');
    const tag = /<img[^>]*>/.exec(html)![0];
    expect(tagAttribute(tag, 'sizes')).toBe('(max-width: 1600px) 100vw, 1600px');
    const candidates = tagAttribute(tag, 'srcset')!.split(', ');
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(['160w', '320w', '640w', '960w', '1280w', '1600w']);
    expect(candidates[2]).toBe('/media/wysiwyg/banner.jpg?auto=webp&format=pjpg&width=640&height=256&fit=cover 640w');
    expect(html).toContain('&amp;width=640'); // escaped in the HTML, as the browser expects
    expect(tagAttribute(tag, 'src')).toBe('/media/wysiwyg/banner.jpg');
  });

  it('leaves images without a size, from elsewhere, or with their own srcset as they are', () => {
    for (const html of [
      '<img src="/media/a.jpg" alt="">',
      '<img src="https://cdn.example/a.jpg" width="800" height="400" alt="">',
      '<img src="/media/a.jpg" srcset="/media/a.jpg 1x" width="800" height="400" alt="">',
      '<img src="/media/a.jpg?width=640" width="800" height="400" alt="">'
    ]) {
      expect(withResponsiveImages(html)).toBe(html);
    }
  });
});
