import { HELD_IMAGE_SRC } from '../../lib/firstScreen';

const HELD_SRC = 'data-held-src';
const HELD_SRCSET = 'data-held-srcset';

/**
 * The markup with its lazy images' sources set aside (in `data-held-src` and `data-held-srcset`; meanwhile they
 * show the sizeless stand-in), for content shown before the first screen has settled: the browser would
 * otherwise fetch those near the first screen at once.
 */
export function holdLazyImages(markup: string): string {
  if (!/\bloading="lazy"/.test(markup)) return markup;
  // An inert template: parsing there fetches nothing.
  const template = document.createElement('template');
  template.innerHTML = markup;
  for (const image of template.content.querySelectorAll('img[loading="lazy"][src]')) {
    image.setAttribute(HELD_SRC, image.getAttribute('src') ?? '');
    const srcset = image.getAttribute('srcset');
    if (srcset !== null) {
      image.setAttribute(HELD_SRCSET, srcset);
      image.removeAttribute('srcset');
    }
    image.setAttribute('src', HELD_IMAGE_SRC);
  }
  return template.innerHTML;
}

/** Gives the images `holdLazyImages` held inside `element` their sources back. */
export function releaseHeldImages(element: HTMLElement): void {
  for (const image of element.querySelectorAll(`img[${HELD_SRC}]`)) {
    const srcset = image.getAttribute(HELD_SRCSET);
    if (srcset !== null) image.setAttribute('srcset', srcset);
    image.setAttribute('src', image.getAttribute(HELD_SRC) ?? '');
    image.removeAttribute(HELD_SRCSET);
    image.removeAttribute(HELD_SRC);
  }
}
