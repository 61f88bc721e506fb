import { IMAGE_WIDTHS, makeImageSrcSet, makeImageUrl } from './images';

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
    expect(makeImageUrl('red.jpg', { type: 'image-swatch', optimized: false })).toBe('/media/attribute/swatch/red.jpg?format=pjpg&fit=cover');
  });

  it('stays on our own origin for absolute URLs, and under our own /media/', () => {
    expect(makeImageUrl('https://cdn.example.com/media/catalog/product/a.jpg')).toMatch(/^\/media\/catalog\/product\/a\.jpg\?/);
    expect(makeImageUrl('/media/catalog/product/a.jpg')).toMatch(/^\/media\/catalog\/product\/a\.jpg\?/);
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
