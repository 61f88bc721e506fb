import { HELD_IMAGE_SRC, useFirstScreenSettled } from '../../lib/firstScreen';
import { DEFAULT_IMAGE_RATIO, type ImageType } from '../../lib/images';
import classes from './image.module.css';
import { useImage } from './useImage';

export interface ImageProps {
  /** A media path like '/a/b/x.jpg' or an absolute URL. */
  resource: string;
  type?: ImageType;
  alt: string;
  /** CSS pixels of the displayed box: the width of `src` and of the width attribute. */
  width: number;
  /** Width divided by height; 0.8 by default (§9). */
  ratio?: number;
  sizes?: string;
  /** The first visible image: loaded eagerly with high fetch priority. */
  priority?: boolean;
  className?: string;
}

/**
 * A catalogue image resized by the storefront server (§7 Images): width and height always set so
 * nothing shifts, a srcset over the §9 widths, lazy unless it has priority; lazy ones fade in over 512 ms (§7).
 * On the visit's first page, lazy ones are not asked for before its first screen has settled (lib/firstScreen):
 * the browser would fetch those near the first screen at once, beside the largest image and the code that shows it.
 */
export default function Image({
  resource,
  type = 'image-product',
  alt,
  width,
  ratio = DEFAULT_IMAGE_RATIO,
  sizes,
  priority = false,
  className
}: ImageProps) {
  const { src, srcSet, height, isLoaded, handleLoad } = useImage({ resource, type, width, ratio });
  const isFirstScreenSettled = useFirstScreenSettled();
  const isHeld = !priority && !isFirstScreenSettled;
  // A priority image is the page's main one, not lazily loaded: it shows as soon as it is painted, without the
  // fade, which would hold back what the shopper (and Largest Contentful Paint) sees by a frame and a half-second.
  const classNames = [classes.root, priority || isLoaded ? classes.loaded : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <img
      className={classNames}
      src={isHeld ? HELD_IMAGE_SRC : src}
      srcSet={isHeld ? undefined : srcSet}
      sizes={sizes ?? `${width}px`}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      // React 18 does not know the camel-cased prop; the lower-case attribute reaches the DOM as is.
      {...{ fetchpriority: priority ? 'high' : 'auto' }}
      onLoad={isHeld ? undefined : handleLoad}
    />
  );
}
