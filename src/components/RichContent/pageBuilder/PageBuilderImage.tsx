import type { ReactNode } from 'react';
import { imageSourceSet, imageVariant, isOwnImage, MOBILE_MEDIA } from './pageBuilderImages';
import type { ContentTypeProps } from './renderNodes';

/**
 * The image content type: Page Builder stores a desktop and a mobile `<img>` and hides one by CSS, so a browser
 * would fetch both. Here they become one `<picture>` (the mobile image as the source below 768 px), each with
 * resized variants from our image service; the link, caption, alt and title stay.
 */
export default function PageBuilderImage({ element, render }: ContentTypeProps) {
  const desktop = element.querySelector('img[data-element="desktop_image"]');
  if (!desktop) return render.element(element);
  const mobile = element.querySelector('img[data-element="mobile_image"]');
  const desktopSrc = desktop.getAttribute('src') ?? '';
  const mobileSrc = mobile?.getAttribute('src');
  const desktopSet = imageSourceSet(desktopSrc);
  const mobileSet = isOwnImage(mobileSrc) && mobileSrc !== desktopSrc ? imageSourceSet(mobileSrc) : undefined;
  const picture = (
    <picture key="picture">
      {mobileSet && mobileSrc ? <source media={MOBILE_MEDIA} srcSet={mobileSet.srcSet ?? mobileSrc} sizes={mobileSet.sizes} /> : null}
      {/* Without the desktop image's class: the picture chooses, the image is no longer hidden on phones. */}
      <img
        src={imageVariant(desktopSrc, 1600)}
        srcSet={desktopSet.srcSet}
        sizes={desktopSet.sizes}
        alt={desktop.getAttribute('alt') ?? ''}
        title={desktop.getAttribute('title') || undefined}
        data-element="desktop_image"
        data-pb-style={desktop.getAttribute('data-pb-style') ?? undefined}
        loading={(desktop.getAttribute('loading') as 'eager' | 'lazy' | null) ?? undefined}
        decoding={(desktop.getAttribute('decoding') as 'async' | null) ?? undefined}
        {...{ fetchpriority: desktop.getAttribute('fetchpriority') ?? undefined }}
      />
    </picture>
  );
  const link = element.querySelector(':scope > a[data-element="link"]');
  const children: ReactNode[] = [link ? render.element(link, { children: picture }, 'link') : picture];
  for (const child of element.children) if (child.tagName === 'FIGCAPTION') children.push(render.node(child, 'caption'));
  return render.element(element, { children });
}
