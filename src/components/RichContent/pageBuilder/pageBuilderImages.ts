import { IMAGE_WIDTHS, makeImageUrl } from '../../../lib/images';

// The images of Page Builder content as the renderer shows them, pure so that the storefront server preloads the
// very same URLs for the first row (src/features/cms/pageData.ts).

/** Page Builder's mobile viewport: its storefront switches images and stacks columns below 768 px. */
export const MOBILE_MEDIA = '(max-width: 767px)';
export const DESKTOP_MEDIA = '(min-width: 768px)';

const MEDIA_PREFIX = '/media/';
const RESPONSIVE_WIDTHS = [IMAGE_WIDTHS.regular, IMAGE_WIDTHS.large, IMAGE_WIDTHS.larger, IMAGE_WIDTHS.xlarge, IMAGE_WIDTHS.xxlarge];
/** A background covers the box: a copy wide enough for a desktop window, and one for a phone. */
const DESKTOP_BACKGROUND_WIDTH = IMAGE_WIDTHS.xxlarge;
const MOBILE_BACKGROUND_WIDTH = IMAGE_WIDTHS.larger;

/** A same-origin path (the sanitiser lets other URLs through in attributes, the CSP would block them). */
export function isOwnImage(url: string | null | undefined): url is string {
  return !!url && url.startsWith('/') && !url.startsWith('//') && !/["'()\\\s<>]/.test(url);
}

const isResizable = (url: string) => url.startsWith(MEDIA_PREFIX) && !url.includes('?');

/** The variant of a media image `width` pixels wide (our image service), or the URL itself. */
export function imageVariant(url: string, width: number): string {
  return isResizable(url) ? makeImageUrl(url, { width }) : url;
}

/** srcset and sizes of an image of the content: variants up to 1600 pixels, the box at most the window's width. */
export function imageSourceSet(url: string): { srcSet?: string; sizes?: string } {
  if (!isResizable(url)) return {};
  return { srcSet: RESPONSIVE_WIDTHS.map((width) => `${makeImageUrl(url, { width })} ${width}w`).join(', '), sizes: '100vw' };
}

export interface BackgroundImages {
  desktop?: string;
  mobile?: string;
}

/**
 * `data-background-images`: JSON whose quotes Page Builder stores backslash-escaped (`{\"desktop_image\":…}`), as
 * Magento's own storefront reads it. Only same-origin images are kept.
 */
export function parseBackgroundImages(attribute: string | null | undefined): BackgroundImages {
  if (!attribute || attribute === '{}') return {};
  try {
    const value = JSON.parse(attribute.replace(/\\(.)/g, '$1')) as { desktop_image?: unknown; mobile_image?: unknown };
    const desktop = typeof value.desktop_image === 'string' && isOwnImage(value.desktop_image) ? value.desktop_image : undefined;
    const mobile = typeof value.mobile_image === 'string' && isOwnImage(value.mobile_image) ? value.mobile_image : undefined;
    return { ...(desktop ? { desktop } : {}), ...(mobile ? { mobile } : {}) };
  } catch {
    return {};
  }
}

/** The background URLs the renderer sets on each viewport: the mobile image (or the desktop one) below 768 px. */
export function backgroundUrls({ desktop, mobile }: BackgroundImages): { desktop?: string; mobile?: string } {
  const phone = mobile ?? desktop;
  return {
    ...(desktop ? { desktop: imageVariant(desktop, DESKTOP_BACKGROUND_WIDTH) } : {}),
    ...(phone ? { mobile: imageVariant(phone, MOBILE_BACKGROUND_WIDTH) } : {})
  };
}

/** A preload of the first HTML: an image, for one viewport when `media` says so. */
export interface ContentImagePreload {
  href: string;
  media?: string;
  imageSrcSet?: string;
  imageSizes?: string;
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&');
const attributeOf = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return match ? decode(match[1] ?? match[2]) : undefined;
};

// Linear on any text, unclosed tags too: a tag's pattern stops at the next `<` (never `[^>]*`, which runs on to the
// end of the text from every `<` of `<div <div <div…`), so no two attempts read the same characters; what a tag must
// contain is looked for in each tag found, not in the same pattern (two runs around it multiply).
const ROW_START = /(?=<[a-z]+\b[^<>]*\sdata-content-type="row")/i;
const START_TAG = /<[a-z]+\b[^<>]*>/gi;
const IMAGE_TAG = /\s(?:data-background-images=|data-element="(?:desktop|mobile)_image")/i;

/**
 * The largest image of the content's first row, as the renderer will ask for it: the first background or picture of
 * that row (read from the markup as text: the server composes pages without a DOM). A background gives one preload
 * per viewport; a picture its desktop image, and its mobile image for phones.
 */
export function firstRowImages(html: string): ContentImagePreload[] {
  const rows = html.split(ROW_START).filter((part) => /data-content-type="row"/.test(part));
  const row = rows[0] ?? html;
  const tags = (row.match(START_TAG) ?? []).filter((tag) => IMAGE_TAG.test(tag));
  for (const tag of tags) {
    const backgrounds = backgroundUrls(parseBackgroundImages(attributeOf(tag, 'data-background-images')));
    if (backgrounds.desktop || backgrounds.mobile) {
      return [
        ...(backgrounds.desktop ? [{ href: backgrounds.desktop, media: DESKTOP_MEDIA }] : []),
        ...(backgrounds.mobile ? [{ href: backgrounds.mobile, media: MOBILE_MEDIA }] : [])
      ];
    }
    const src = attributeOf(tag, 'src');
    if (/data-element="desktop_image"/.test(tag) && isOwnImage(src)) {
      const mobileTag = tags.find((candidate) => /data-element="mobile_image"/.test(candidate));
      const mobileSrc = mobileTag && attributeOf(mobileTag, 'src');
      const phone = isOwnImage(mobileSrc) && mobileSrc !== src ? mobileSrc : undefined;
      const preload = (url: string, media?: string): ContentImagePreload => {
        const { srcSet, sizes } = imageSourceSet(url);
        return {
          href: imageVariant(url, IMAGE_WIDTHS.xxlarge),
          ...(media ? { media } : {}),
          ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {})
        };
      };
      return phone ? [preload(src, DESKTOP_MEDIA), preload(phone, MOBILE_MEDIA)] : [preload(src)];
    }
  }
  return [];
}
