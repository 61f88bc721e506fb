// CMS HTML's images: apart from the catalogue image URLs (images.ts), which every product grid needs, so that
// product and category pages do not load this.
import { DEFAULT_MEDIA_PATH, IMAGE_WIDTHS, makeImageUrl } from './images';

// Stops at the next `<`: `[^>]*` would read on to the end of the text from every `<img` of unclosed ones (quadratic).
const IMG_TAG = /<img\b[^<>]*>/gi;
/** An attribute's value in one HTML tag (double-quoted, `&amp;` decoded), e.g. an `<img>`'s `srcset`. */
export function tagAttribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');
}

/**
 * Gives the media images of CMS HTML (banners, tiles: `<img src="/media/…" width height>`) a `srcset` of resized
 * variants and `sizes` for their intrinsic width, so a phone loads a copy its size instead of the original.
 * Images that already have a srcset, or no size, are left as the merchant wrote them. Variants are asked by width
 * alone and keep the file's own proportions: a merchant's width and height attributes need not match the file, and
 * the image server renders only heights it can vouch for (server/media.ts).
 */
export function withResponsiveImages(html: string): string {
  return html.replace(IMG_TAG, (tag) => {
    const src = tagAttribute(tag, 'src');
    const width = Number(tagAttribute(tag, 'width'));
    const height = Number(tagAttribute(tag, 'height'));
    if (/\ssrcset\s*=/i.test(tag) || !src?.startsWith(DEFAULT_MEDIA_PATH) || src.includes('?') || !(width > 0) || !(height > 0)) return tag;
    const widths = Object.values(IMAGE_WIDTHS).filter((candidate) => candidate >= IMAGE_WIDTHS.small && candidate <= width);
    if (!widths.length) return tag;
    const srcSet = widths.map((candidate) => `${makeImageUrl(src, { width: candidate }).replace(/&/g, '&amp;')} ${candidate}w`).join(', ');
    return tag.replace(/^<img/i, `<img srcset="${srcSet}" sizes="(max-width: ${width}px) 100vw, ${width}px"`);
  });
}
