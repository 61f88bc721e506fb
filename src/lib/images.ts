/** Image widths of §9, in CSS pixels. */
export const IMAGE_WIDTHS = {
  icon: 40,
  thumbnail: 80,
  small: 160,
  regular: 320,
  large: 640,
  larger: 960,
  xlarge: 1280,
  xxlarge: 1600,
  xxxlarge: 2560
} as const;

/** Width divided by height of catalogue images unless told otherwise (§9). */
export const DEFAULT_IMAGE_RATIO = 0.8;

export type ImageType = 'image-product' | 'image-category' | 'image-swatch';

const PATH_PREFIXES: Readonly<Record<ImageType, string>> = {
  'image-product': 'catalog/product/',
  'image-category': 'catalog/category/',
  'image-swatch': 'attribute/swatch/'
};

/** Media is always fetched from the page's own origin (the storefront server resizes it). */
export const DEFAULT_MEDIA_PATH = '/media/';

export interface ImageUrlOptions {
  type?: ImageType;
  width?: number;
  height?: number;
  /** Adds auto=webp so the server may answer with WebP. */
  optimized?: boolean;
}

function resourcePath(resource: string, type: ImageType): string {
  // Absolute URLs (e.g. a backend's image URL) are narrowed to their path on our origin.
  if (/^https?:\/\//i.test(resource)) return new URL(resource).pathname;
  if (resource.startsWith(DEFAULT_MEDIA_PATH)) return resource;
  return `${DEFAULT_MEDIA_PATH}${PATH_PREFIXES[type]}${resource.replace(/^\/+/, '')}`;
}

/** Builds the URL of a resized catalogue image (§7 Images). */
export function makeImageUrl(resource: string, options: ImageUrlOptions = {}): string {
  const { type = 'image-product', width, height, optimized = true } = options;
  const params = new URLSearchParams();
  if (optimized) params.set('auto', 'webp');
  params.set('format', /\.png$/i.test(resource) ? 'png' : 'pjpg');
  if (width) params.set('width', String(Math.round(width)));
  if (height) params.set('height', String(Math.round(height)));
  params.set('fit', 'cover');
  return `${resourcePath(resource, type)}?${params.toString()}`;
}

/** A `srcset` with one candidate per width, heights following the aspect ratio. */
export function makeImageSrcSet(
  resource: string,
  options: Omit<ImageUrlOptions, 'width' | 'height'> & { ratio?: number; widths?: readonly number[] } = {}
): string {
  const { ratio = DEFAULT_IMAGE_RATIO, widths = Object.values(IMAGE_WIDTHS), ...urlOptions } = options;
  return widths.map((width) => `${makeImageUrl(resource, { ...urlOptions, width, height: width / ratio })} ${width}w`).join(',\n');
}

/** The `src`, `srcset` and height the Image component renders for a box `width` CSS pixels wide. */
export function imageSources(
  resource: string,
  options: { type?: ImageType; width: number; ratio?: number }
): { src: string; srcSet: string; height: number } {
  const { type = 'image-product', width, ratio = DEFAULT_IMAGE_RATIO } = options;
  const height = Math.round(width / ratio);
  return {
    src: makeImageUrl(resource, { type, width, height }),
    srcSet: makeImageSrcSet(resource, { type, ratio }),
    height
  };
}
