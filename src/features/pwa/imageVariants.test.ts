import { findLargerVariant, parseImageVariant } from './imageVariants';

const ORIGIN = 'https://shop.example';
const image = (width: number, height: number | null = Math.round(width / 0.8), path = '/media/catalog/product/a/b/shirt.jpg', extra = '') =>
  `${ORIGIN}${path}?auto=webp&format=pjpg&width=${width}${height === null ? '' : `&height=${height}`}&fit=cover${extra}`;

describe('parseImageVariant', () => {
  it('splits an image URL into the picture it shows and its size', () => {
    const a = parseImageVariant(image(320));
    expect(a).toMatchObject({ width: 320, height: 400 });
    // The same picture whatever the order of the parameters.
    const b = parseImageVariant(`${ORIGIN}/media/catalog/product/a/b/shirt.jpg?fit=cover&height=50&width=40&format=pjpg&auto=webp`);
    expect(b?.identity).toBe(a?.identity);
  });

  it('returns null without a usable width', () => {
    expect(parseImageVariant(`${ORIGIN}/media/catalog/product/x.jpg?fit=cover`)).toBeNull();
    expect(parseImageVariant(`${ORIGIN}/media/x.jpg?width=abc`)).toBeNull();
    expect(parseImageVariant(`${ORIGIN}/media/x.jpg?width=0`)).toBeNull();
    expect(parseImageVariant(`${ORIGIN}/media/x.jpg?width=100&height=`)).toBeNull();
    expect(parseImageVariant('not a url')).toBeNull();
  });
});

describe('findLargerVariant', () => {
  it('serves a smaller width from the smallest cached width that is at least as large', () => {
    const cached = [image(1280), image(640), image(160)];
    expect(findLargerVariant(image(320), cached)).toBe(image(640));
    expect(findLargerVariant(image(40), cached)).toBe(image(160));
    expect(findLargerVariant(image(960), cached)).toBe(image(1280));
  });

  it('finds nothing when only smaller widths are cached', () => {
    expect(findLargerVariant(image(640), [image(320), image(160)])).toBeNull();
    expect(findLargerVariant(image(640), [])).toBeNull();
  });

  it('only uses the same picture with the same other parameters', () => {
    const otherPath = image(1280, undefined, '/media/catalog/product/a/b/trousers.jpg');
    const png = image(1280).replace('format=pjpg', 'format=png');
    const notWebp = image(1280).replace('auto=webp&', '');
    const contain = image(1280).replace('fit=cover', 'fit=contain');
    const otherOrigin = image(1280).replace(ORIGIN, 'https://cdn.example');
    expect(findLargerVariant(image(320), [otherPath, png, notWebp, contain, otherOrigin])).toBeNull();
  });

  it('only uses a copy with the same crop (aspect ratio), allowing for rounded heights', () => {
    const square = image(1280, 1280);
    expect(findLargerVariant(image(320), [square])).toBeNull();
    expect(findLargerVariant(image(320), [image(1281, 1601)])).toBe(image(1281, 1601));
    expect(findLargerVariant(image(320, null), [image(1280)])).toBeNull();
    expect(findLargerVariant(image(320, null), [image(1280, null)])).toBe(image(1280, null));
  });
});
