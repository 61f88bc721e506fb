import { cleanDeclarations, cleanPageBuilderCss, PAGE_BUILDER_STYLES_ATTRIBUTE } from './pageBuilderCss';

/** The attribute that keeps a video's address (its player is removed, as every frame is): the poster opens it. */
export const VIDEO_SOURCE_ATTRIBUTE = 'data-video-source';

/**
 * Page Builder markup made ready for the sanitiser, on the sanitiser's own DOM (an inert template: nothing loads
 * or runs). Returns the markup and its safe CSS:
 * - `<style>` blocks are taken out; their rules, and the `style` attributes of older content, become checked CSS
 *   (an element with a style attribute gets a `data-pb-style` id of its own for its rule);
 * - the HTML Code type stores its HTML escaped: it is unescaped here so that the sanitiser sees (and cleans) it;
 * - the buttons of banners and slides become spans: they sit inside the banner's link, and the sanitiser drops
 *   buttons;
 * - a video's iframe or video element leaves its address in an attribute of a span (frames are never kept).
 */
export function preparePageBuilder(html: string, document: Document): { html: string; css: string } {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  const styles: string[] = [];
  for (const style of root.querySelectorAll('style')) {
    styles.push(style.textContent ?? '');
    style.remove();
  }
  for (const code of root.querySelectorAll('[data-content-type="html"]')) {
    const onlyText = [...code.childNodes].every((node) => node.nodeType === 3);
    if (onlyText && code.textContent?.includes('<')) code.innerHTML = code.textContent;
  }
  for (const button of root.querySelectorAll('button[data-element="button"]')) {
    const span = document.createElement('span');
    for (const { name, value } of button.attributes) if (name === 'class' || name.startsWith('data-')) span.setAttribute(name, value);
    span.append(...button.childNodes);
    button.replaceWith(span);
  }
  for (const player of root.querySelectorAll('[data-content-type="video"] iframe, [data-content-type="video"] video')) {
    const marker = document.createElement('span');
    marker.setAttribute('data-element', 'video');
    marker.setAttribute(VIDEO_SOURCE_ATTRIBUTE, player.getAttribute('src') ?? player.querySelector('source')?.getAttribute('src') ?? '');
    player.replaceWith(marker);
  }
  const inlineRules: string[] = [];
  let inlineCount = 0;
  for (const element of root.querySelectorAll('[style]')) {
    const declarations = cleanDeclarations(element.getAttribute('style') ?? '');
    element.removeAttribute('style');
    if (!declarations) continue;
    let id = element.getAttribute('data-pb-style');
    if (!id) {
      inlineCount += 1;
      id = `inline${inlineCount}`;
      element.setAttribute('data-pb-style', id);
    }
    // After the style blocks: an attribute's declarations win over a rule's, as they would in the element.
    inlineRules.push(`#html-body [data-pb-style=${id}]{${declarations}}`);
  }
  return { html: template.innerHTML, css: cleanPageBuilderCss(styles.join('\n') + inlineRules.join('')) };
}

/** Sanitised Page Builder markup with its CSS in front, in the `<style>` the renderer takes it from (never inserted). */
export function withPageBuilderStyles(markup: string, css: string): string {
  return css ? `<style ${PAGE_BUILDER_STYLES_ATTRIBUTE}>${css}</style>${markup}` : markup;
}
