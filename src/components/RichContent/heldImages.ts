const HELD = ['src', 'srcset'] as const;
const heldName = (attribute: string) => `data-held-${attribute}`;

/**
 * The markup with its lazy images' sources set aside (`data-held-src`, `data-held-srcset`), for content shown
 * before the first page has loaded: the browser would otherwise fetch those near the first screen at once.
 */
export function holdLazyImages(markup: string): string {
  if (!/\bloading="lazy"/.test(markup)) return markup;
  // An inert template: parsing there fetches nothing.
  const template = document.createElement('template');
  template.innerHTML = markup;
  for (const image of template.content.querySelectorAll('img[loading="lazy"]')) {
    for (const attribute of HELD) {
      const value = image.getAttribute(attribute);
      if (value === null) continue;
      image.setAttribute(heldName(attribute), value);
      image.removeAttribute(attribute);
    }
  }
  return template.innerHTML;
}

/** Gives the images `holdLazyImages` held inside `element` their sources back. */
export function releaseHeldImages(element: HTMLElement): void {
  for (const image of element.querySelectorAll('img[data-held-src], img[data-held-srcset]')) {
    for (const attribute of HELD) {
      const value = image.getAttribute(heldName(attribute));
      if (value === null) continue;
      image.setAttribute(attribute, value);
      image.removeAttribute(heldName(attribute));
    }
  }
}
