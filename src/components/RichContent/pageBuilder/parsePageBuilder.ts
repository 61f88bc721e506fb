import { PAGE_BUILDER_STYLES_ATTRIBUTE } from '../pageBuilderCss';
import { backgroundUrls, DESKTOP_MEDIA, isOwnImage, MOBILE_MEDIA, parseBackgroundImages } from './pageBuilderImages';

/** The attribute the renderer gives an element with a background image, for the rules that set it. */
export const BACKGROUND_ATTRIBUTE = 'data-pb-bg';
/** Marks a background below the first row: it waits until the first screen has settled (pageBuilder.module.css). */
export const HELD_BACKGROUND_ATTRIBUTE = 'data-pb-held';

export interface ParsedContent {
  /** The content's nodes, in an inert template (nothing in it loads or runs). */
  fragment: DocumentFragment;
  /** Its rules as Page Builder wrote them (`#html-body [data-pb-style=ID]`), then the background images' rules. */
  css: string;
  /** The content types it uses. */
  types: Set<string>;
}

const cssUrl = (url: string) => `url("${url}")`;

/**
 * Sanitised Page Builder markup, parsed: the checked styles the sanitiser put in front are taken out, background
 * images become rules (the mobile image below 768 px), and images get their loading order: those of the first
 * row load at once (the first one at high priority, it is likely the largest paint), the others lazily.
 */
export function parsePageBuilder(markup: string): ParsedContent {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const fragment = template.content;
  const rules: string[] = [];
  for (const style of fragment.querySelectorAll('style')) {
    if (style.hasAttribute(PAGE_BUILDER_STYLES_ATTRIBUTE)) rules.push(style.textContent ?? '');
    style.remove();
  }
  const firstRow = fragment.querySelector('[data-content-type="row"]') ?? fragment.firstElementChild;
  let backgrounds = 0;
  for (const element of fragment.querySelectorAll('[data-background-images], [data-video-fallback-src]')) {
    const images = parseBackgroundImages(element.getAttribute('data-background-images'));
    // A video background shows its fallback image: no video (nor its third-party player) loads.
    const fallback = element.getAttribute('data-background-type') === 'video' ? element.getAttribute('data-video-fallback-src') : null;
    const { desktop, mobile } = backgroundUrls(isOwnImage(fallback) && !images.desktop ? { ...images, desktop: fallback } : images);
    if (!desktop && !mobile) continue;
    backgrounds += 1;
    element.setAttribute(BACKGROUND_ATTRIBUTE, String(backgrounds));
    // Like a lazy image, a background below the first row does not compete with the first screen's largest paint.
    if (!firstRow?.contains(element)) element.setAttribute(HELD_BACKGROUND_ATTRIBUTE, '');
    const selector = `#html-body [${BACKGROUND_ATTRIBUTE}="${backgrounds}"]`;
    if (desktop) rules.push(`@media ${DESKTOP_MEDIA}{${selector}{background-image:${cssUrl(desktop)}}}`);
    if (mobile) rules.push(`@media ${MOBILE_MEDIA}{${selector}{background-image:${cssUrl(mobile)}}}`);
  }
  let prioritised = false;
  for (const image of fragment.querySelectorAll('img')) {
    if (image.getAttribute('data-element') === 'mobile_image' || image.hasAttribute('loading')) continue;
    if (firstRow?.contains(image)) {
      image.setAttribute('loading', 'eager');
      if (!prioritised) image.setAttribute('fetchpriority', 'high');
      prioritised = true;
    } else {
      image.setAttribute('loading', 'lazy');
      image.setAttribute('decoding', 'async');
    }
  }
  const types = new Set([...fragment.querySelectorAll('[data-content-type]')].map((element) => element.getAttribute('data-content-type') ?? ''));
  return { fragment, css: rules.join(''), types };
}

/** The content's rules scoped to its root element (`data-pb-root`), instead of Magento's body id. */
export function scopedCss(css: string, scope: string): string {
  return css.replace(/#html-body(?=[\s,{[])/g, `[data-pb-root="${scope}"]`);
}
