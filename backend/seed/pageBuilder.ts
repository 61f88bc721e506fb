/**
 * Page Builder markup as Magento 2.4.9 stores it (the `master.html` templates of magento/magento2-page-builder):
 * elements marked with `data-content-type`, `data-appearance` and `data-element`, settings in data attributes, and
 * (Page Builder 1.6+) each element's styles as `#html-body [data-pb-style=ID]` rules in one `<style>` block in
 * front, with the mobile viewport's rules in a media query. Used to author the sample shop's content.
 */

/** Base styles Page Builder writes for every row, column and background wrapper. */
const BACKGROUND = 'background-position:left top;background-size:cover;background-repeat:no-repeat;background-attachment:scroll';
const FLEX_COLUMN = 'justify-content:flex-start;display:flex;flex-direction:column';
const VIDEO_DEFAULTS = 'data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src=""';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `{{media url=…}}` as Page Builder writes it (no quotes). */
export const media = (path: string) => `{{media url=${path}}}`;

/** A JSON attribute as Page Builder stores it: its quotes backslash-escaped, then HTML-escaped. */
const jsonAttribute = (value: unknown) => escapeAttribute(JSON.stringify(value).replace(/"/g, '\\"'));

export interface Images {
  desktop: string;
  mobile?: string;
}
const backgroundImages = (images?: Images) =>
  images ? jsonAttribute({ desktop_image: media(images.desktop), ...(images.mobile ? { mobile_image: media(images.mobile) } : {}) }) : '{}';

/** One piece of content being authored: its style rules are collected while its markup is built. */
export class PageBuilderDocument {
  private readonly rules: string[] = [];
  private readonly mobileRules: string[] = [];
  private count = 0;

  constructor(private readonly seed: number) {}

  /** A new element's style id (seven characters as Magento's), and its rules. */
  style(declarations: string, mobile?: string): string {
    this.count += 1;
    let value = (this.seed * 7919 + this.count * 104729) >>> 0;
    let id = '';
    for (let index = 0; index < 7; index += 1) {
      value = (Math.imul(value, 1103515245) + 12345) >>> 0;
      // A letter first, as Magento's: an unquoted attribute selector's value must not start with a digit.
      id += 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[value % (index === 0 ? 26 : 36)];
    }
    this.rules.push(`#html-body [data-pb-style=${id}]{${declarations}}`);
    if (mobile) this.mobileRules.push(`#html-body [data-pb-style=${id}]{${mobile}}`);
    return id;
  }

  /** The stored content: the style block, then the markup. */
  content(markup: string): string {
    const mobile = this.mobileRules.length ? `@media only screen and (max-width: 768px) { ${this.mobileRules.join('')} }` : '';
    return `<style>${this.rules.join('')}${mobile}</style>${markup}`;
  }
}

export interface RowOptions {
  background?: Images;
  color?: string;
  minHeight?: string;
  padding?: string;
  /** A video background (its fallback image is what shows until, and instead of, the video). */
  video?: { src: string; fallback: string };
  parallax?: boolean;
}

export function row(d: PageBuilderDocument, appearance: 'contained' | 'full-width' | 'full-bleed', children: string, options: RowOptions = {}) {
  const declarations = [
    FLEX_COLUMN,
    options.color ? `background-color:${options.color}` : '',
    BACKGROUND.replace('left top', options.background ? 'center center' : 'left top'),
    options.minHeight ? `min-height:${options.minHeight}` : '',
    `margin:0px 0px 10px;padding:${options.padding ?? '10px'}`
  ]
    .filter(Boolean)
    .join(';');
  const id = d.style(declarations);
  const video = options.video
    ? `data-background-type="video" data-video-src="${escapeAttribute(options.video.src)}" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="${media(options.video.fallback)}"`
    : `data-background-type="image" ${VIDEO_DEFAULTS}`;
  const settings = `data-enable-parallax="${options.parallax ? 1 : 0}" data-parallax-speed="0.5" data-background-images="${backgroundImages(options.background)}" ${video}`;
  if (appearance === 'contained') {
    return `<div data-content-type="row" data-appearance="contained" data-element="main"><div ${settings} data-element="inner" data-pb-style="${id}">${children}</div></div>`;
  }
  const inner = appearance === 'full-width' ? `<div class="row-full-width-inner" data-element="inner">${children}</div>` : children;
  return `<div data-content-type="row" data-appearance="${appearance}" ${settings} data-element="main" data-pb-style="${id}">${inner}</div>`;
}

/** A column group of one line; `columns` are [width %, markup, vertical alignment]. */
export function columns(d: PageBuilderDocument, list: [number, string, ('flex-start' | 'center' | 'flex-end')?][]) {
  const group = d.style(`${BACKGROUND};align-self:stretch`);
  const line = d.style('display:flex;width:100%');
  const cells = list
    .map(([width, markup, align = 'flex-start']) => {
      const id = d.style(`${FLEX_COLUMN.replace('flex-start', align)};${BACKGROUND};width:${width}%;margin:0px;padding:10px;align-self:stretch`);
      return `<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-background-images="{}" data-element="main" data-pb-style="${id}">${markup}</div>`;
    })
    .join('');
  return (
    `<div class="pagebuilder-column-group" data-background-images="{}" data-content-type="column-group" data-appearance="default" data-grid-size="12" data-element="main" data-pb-style="${group}">` +
    `<div class="pagebuilder-column-line" data-content-type="column-line" data-element="main" data-pb-style="${line}">${cells}</div></div>`
  );
}

export const text = (html: string) => `<div data-content-type="text" data-appearance="default" data-element="main">${html}</div>`;

export function heading(d: PageBuilderDocument | null, level: 1 | 2 | 3 | 4, title: string, align?: 'left' | 'center') {
  const style = d && align ? ` data-pb-style="${d.style(`text-align:${align}`)}"` : '';
  return `<h${level} data-content-type="heading" data-appearance="default" data-element="main"${style}>${title}</h${level}>`;
}

export interface ButtonLink {
  label: string;
  href: string;
  type?: 'primary' | 'secondary' | 'link';
  newTab?: boolean;
}

export function buttons(d: PageBuilderDocument, appearance: 'inline' | 'stacked', list: ButtonLink[], sameWidth = false, align = 'left') {
  const main = d.style(`text-align:${align}`);
  const items = list
    .map(({ label, href, type = 'primary', newTab }) => {
      const item = d.style('display:inline-block');
      const link = d.style('text-align:center');
      return (
        `<div data-content-type="button-item" data-appearance="default" data-element="main" data-pb-style="${item}">` +
        `<a class="pagebuilder-button-${type}" href="${escapeAttribute(href)}" target="${newTab ? '_blank' : ''}" data-link-type="default" data-element="link" data-pb-style="${link}">` +
        `<span data-element="link_text">${label}</span></a></div>`
      );
    })
    .join('');
  return `<div data-content-type="buttons" data-appearance="${appearance}" data-same-width="${sameWidth}" data-element="main" data-pb-style="${main}">${items}</div>`;
}

export function divider(d: PageBuilderDocument) {
  const line = d.style('width:100%;border-width:1px;border-color:#cecece;display:inline-block');
  return `<div data-content-type="divider" data-appearance="default" data-element="main"><hr data-element="line" data-pb-style="${line}"></div>`;
}

export interface ImageOptions {
  images: Images;
  alt: string;
  title?: string;
  href?: string;
  caption?: string;
}

export function image(d: PageBuilderDocument, { images, alt, title = '', href, caption }: ImageOptions) {
  const main = d.style('text-align:center;border-style:none', 'border-style:none');
  const desktopStyle = d.style('max-width:100%;height:auto');
  const mobileStyle = d.style('max-width:100%;height:auto');
  const desktop = `<img class="pagebuilder-mobile-hidden" src="${media(images.desktop)}" alt="${escapeAttribute(alt)}" title="${escapeAttribute(title)}" data-element="desktop_image" data-pb-style="${desktopStyle}">`;
  const mobile = `<img class="pagebuilder-mobile-only" src="${media(images.mobile ?? images.desktop)}" alt="${escapeAttribute(alt)}" title="${escapeAttribute(title)}" data-element="mobile_image" data-pb-style="${mobileStyle}">`;
  const pictures = href
    ? `<a href="${escapeAttribute(href)}" target="" data-link-type="default" title="${escapeAttribute(title)}" data-element="link">${desktop}${mobile}</a>`
    : `${desktop}${mobile}`;
  const figcaption = caption ? `<figcaption data-element="caption">${caption}</figcaption>` : '';
  return `<figure data-content-type="image" data-appearance="full-width" data-element="main" data-pb-style="${main}">${pictures}${figcaption}</figure>`;
}

export interface BannerOptions {
  appearance: 'poster' | 'collage-left' | 'collage-centered' | 'collage-right';
  background: Images;
  message: string;
  button?: { label: string; show: 'always' | 'hover' | 'never'; type?: 'primary' | 'secondary' };
  overlay?: { color: string; show: 'always' | 'hover' | 'never' };
  href?: string;
  minHeight?: string;
}

/** The wrapper, overlay, message and button shared by banners and slides. */
function bannerBody(d: PageBuilderDocument, kind: 'banner' | 'slide', options: BannerOptions) {
  const { appearance, background, message, button, overlay, minHeight = '300px' } = options;
  const wrapper = d.style(`${BACKGROUND.replace('left top', 'center center')};border-style:none;border-width:1px;border-radius:0px`);
  const overlayColour = overlay && overlay.show !== 'never' ? overlay.color : '';
  const overlayStyle = d.style(
    `min-height:${minHeight};background-color:${overlay?.show === 'always' ? overlay.color : 'transparent'}`,
    // Phones get a lower box: Page Builder's mobile settings.
    `min-height:${parseInt(minHeight, 10) > 300 ? '300px' : '240px'}`
  );
  const poster = appearance === 'poster';
  const show = button?.show ?? 'never';
  const buttonStyle = d.style(show === 'always' ? 'opacity:1;visibility:visible' : 'opacity:0;visibility:hidden');
  const buttonMarkup =
    show === 'never' || !button
      ? ''
      : `<button type="button" class="pagebuilder-${kind}-button pagebuilder-button-${button.type ?? 'primary'}" data-element="button" data-pb-style="${buttonStyle}">${button.label}</button>`;
  return (
    `<div class="pagebuilder-${kind}-wrapper" data-background-images="${backgroundImages(background)}" data-background-type="image" ${VIDEO_DEFAULTS} data-element="wrapper" data-pb-style="${wrapper}">` +
    `<div class="pagebuilder-overlay${poster ? ' pagebuilder-poster-overlay' : ''}" data-overlay-color="${overlayColour}" aria-label="" title="" data-element="overlay" data-pb-style="${overlayStyle}">` +
    `<div class="pagebuilder-${poster ? 'poster' : 'collage'}-content"><div data-element="content">${message}</div>${buttonMarkup}</div></div></div>`
  );
}

const linkOrEmpty = (href: string | undefined, body: string) =>
  href
    ? `<a href="${escapeAttribute(href)}" target="" data-link-type="default" title="" data-element="link">${body}</a>`
    : `<div data-element="empty_link">${body}</div>`;

export function banner(d: PageBuilderDocument, options: BannerOptions) {
  const show = `data-show-button="${options.button?.show ?? 'never'}" data-show-overlay="${options.overlay?.show ?? 'never'}"`;
  return `<div data-content-type="banner" data-appearance="${options.appearance}" ${show} data-element="main">${linkOrEmpty(options.href, bannerBody(d, 'banner', options))}</div>`;
}

export interface SliderOptions {
  autoplay: boolean;
  speed?: number;
  fade?: boolean;
  infinite?: boolean;
  arrows?: boolean;
  dots?: boolean;
  minHeight: string;
}

export function slider(d: PageBuilderDocument, options: SliderOptions, slides: (BannerOptions & { name: string })[]) {
  // Phones: the lower box of the slides' overlays (bannerBody).
  const phone = `min-height:${parseInt(options.minHeight, 10) > 300 ? '300px' : '240px'}`;
  const main = d.style(`min-height:${options.minHeight}`, phone);
  const markup = slides
    .map((slide) => {
      const show = `data-show-button="${slide.button?.show ?? 'never'}" data-show-overlay="${slide.overlay?.show ?? 'never'}"`;
      const own = d.style(`min-height:${options.minHeight}`, phone);
      return `<div data-content-type="slide" data-slide-name="${escapeAttribute(slide.name)}" data-appearance="${slide.appearance}" ${show} data-element="main" data-pb-style="${own}">${linkOrEmpty(slide.href, bannerBody(d, 'slide', { ...slide, minHeight: options.minHeight }))}</div>`;
    })
    .join('');
  const flag = (value: boolean | undefined) => String(!!value);
  return (
    `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="${flag(options.autoplay)}" data-autoplay-speed="${options.speed ?? 4000}" ` +
    `data-fade="${flag(options.fade)}" data-infinite-loop="${flag(options.infinite)}" data-show-arrows="${flag(options.arrows)}" data-show-dots="${flag(options.dots ?? true)}" data-element="main" data-pb-style="${main}">${markup}</div>`
  );
}

export function tabs(d: PageBuilderDocument, items: { name: string; markup: string }[], activeTab = 0) {
  const main = d.style('margin:0px 0px 10px;padding:0px');
  const navigation = d.style('text-align:left');
  const header = d.style('text-align:left;border-width:1px;border-radius:0px');
  const content = d.style('border-width:1px;border-radius:0px;min-height:200px');
  const ids = items.map(() => d.style(`${FLEX_COLUMN};${BACKGROUND};text-align:left;padding:20px`));
  const headers = items
    .map(
      ({ name }, index) =>
        `<li role="tab" class="tab-header" data-element="headers" data-pb-style="${header}"><a href="#${ids[index]}" class="tab-title"><span class="tab-title">${name}</span></a></li>`
    )
    .join('');
  const panels = items
    .map(
      ({ name, markup }, index) =>
        `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${escapeAttribute(name)}" data-background-images="{}" data-element="main" id="${ids[index]}" data-pb-style="${ids[index]}">${markup}</div>`
    )
    .join('');
  return (
    `<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="${activeTab}" data-element="main" data-pb-style="${main}">` +
    `<ul role="tablist" class="tabs-navigation" data-element="navigation" data-pb-style="${navigation}">${headers}</ul>` +
    `<div class="tabs-content" data-element="content" data-pb-style="${content}">${panels}</div></div>`
  );
}

export function video(d: PageBuilderDocument, src: string, maxWidth = '800px') {
  const main = d.style('text-align:center');
  const inner = d.style(`max-width:${maxWidth}`);
  const wrapper = d.style('border-style:none;border-width:1px;border-radius:0px');
  const player = /^https?:/.test(src)
    ? `<iframe frameborder="0" allowfullscreen="" src="${escapeAttribute(src)}" data-element="video"></iframe>`
    : `<video frameborder="0" controls="" src="${escapeAttribute(src)}" data-element="video"></video>`;
  return (
    `<div data-content-type="video" data-appearance="default" data-element="main" data-pb-style="${main}">` +
    `<div class="pagebuilder-video-inner" data-element="inner" data-pb-style="${inner}"><div class="pagebuilder-video-wrapper" data-element="wrapper" data-pb-style="${wrapper}">` +
    `<div class="pagebuilder-video-container">${player}</div></div></div></div>`
  );
}

export interface MapLocation {
  name: string;
  latitude: number;
  longitude: number;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone?: string;
  comment?: string;
}

export function map(d: PageBuilderDocument, locations: MapLocation[]) {
  const main = d.style('min-height:300px;border-style:none;border-width:1px;border-radius:0px;margin:0px 0px 10px;padding:0px');
  const value = locations.map((location, index) => ({
    position: { latitude: location.latitude, longitude: location.longitude },
    location_name: location.name,
    phone: location.phone ?? '',
    address: location.address,
    city: location.city,
    state: location.state,
    zipcode: location.zipcode,
    country: location.country,
    comment: location.comment ?? '',
    record_id: String(index)
  }));
  return `<div data-content-type="map" data-appearance="default" data-show-controls="true" data-locations="${jsonAttribute(value)}" data-element="main" data-pb-style="${main}"></div>`;
}

/** HTML Code: Page Builder stores the merchant's HTML escaped. */
export const htmlCode = (html: string) =>
  `<div data-content-type="html" data-appearance="default" data-element="main">${html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</div>`;

/** A CMS block by its identifier (Magento's block widget; the backend renders it, as Magento's GraphQL does). */
export const block = (identifier: string) =>
  `<div data-content-type="block" data-appearance="default" data-element="main">{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="${identifier}" type_name="CMS Static Block"}}</div>`;

/** Products: a Catalog Products List widget directive in its content type. */
export const products = (appearance: 'grid' | 'carousel', directive: string) =>
  `<div data-content-type="products" data-appearance="${appearance}" data-element="main">${directive}</div>`;
