/**
 * Page Builder markup as Magento 2.4 stores it (the master.html templates of magento/magento2-page-builder, the
 * shape of its integration fixtures): `<style>` blocks of `#html-body [data-pb-style=ID]` rules, then the elements.
 * `{{media url}}` directives are shown resolved, as the storefront passes content on.
 */
export const ROW_WITH_COLUMNS =
  '<style>#html-body [data-pb-style=DFCWEQC]{justify-content:flex-start;display:flex;flex-direction:column;background-color:#f3f4f6;background-position:left top;background-size:cover;background-repeat:no-repeat;background-attachment:scroll}' +
  '#html-body [data-pb-style=K631GJ7],#html-body [data-pb-style=TTPT3LS]{justify-content:flex-start;display:flex;flex-direction:column;width:50%;align-self:stretch}' +
  '#html-body [data-pb-style=WPXODIB]{display:flex;width:100%}' +
  '@media only screen and (max-width: 768px) { #html-body [data-pb-style=DFCWEQC]{background-color:#ffffff} }</style>' +
  '<div data-content-type="row" data-appearance="full-width" data-enable-parallax="0" data-parallax-speed="0.5" data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;/media/wysiwyg/home/banner-1.jpg\\&quot;,\\&quot;mobile_image\\&quot;:\\&quot;/media/wysiwyg/home/banner-2.jpg\\&quot;}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="main" data-pb-style="DFCWEQC">' +
  '<div class="row-full-width-inner" data-element="inner">' +
  '<div class="pagebuilder-column-group" data-background-images="{}" data-content-type="column-group" data-appearance="default" data-grid-size="12" data-element="main">' +
  '<div class="pagebuilder-column-line" data-content-type="column-line" data-element="main" data-pb-style="WPXODIB">' +
  '<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-background-images="{}" data-element="main" data-pb-style="K631GJ7">' +
  '<h2 data-content-type="heading" data-appearance="default" data-element="main">Our story</h2>' +
  '<div data-content-type="text" data-appearance="default" data-element="main"><p>Made to last, <a href="/women.html">shop women</a>.</p></div></div>' +
  '<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-background-images="{}" data-element="main" data-pb-style="TTPT3LS">' +
  '<figure data-content-type="image" data-appearance="full-width" data-element="main"><a href="/men.html" target="" data-link-type="default" title="" data-element="link">' +
  '<img class="pagebuilder-mobile-hidden" src="/media/wysiwyg/home/banner-2.jpg" alt="Shirts" title="" data-element="desktop_image">' +
  '<img class="pagebuilder-mobile-only" src="/media/wysiwyg/home/banner-3.jpg" alt="Shirts" title="" data-element="mobile_image"></a>' +
  '<figcaption data-element="caption">Made for the city</figcaption></figure></div></div></div></div></div>';

export const BUTTONS_AND_DIVIDER =
  '<style>#html-body [data-pb-style=B1]{text-align:center}#html-body [data-pb-style=L1]{width:100%;border-width:1px;border-color:#cecece;display:inline-block}</style>' +
  '<div data-content-type="buttons" data-appearance="inline" data-same-width="true" data-element="main" data-pb-style="B1">' +
  '<div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-primary" href="/women.html" target="" data-link-type="default" data-element="link"><span data-element="link_text">Shop women</span></a></div>' +
  '<div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-secondary" href="https://example.com/lookbook" target="_blank" data-link-type="default" data-element="link"><span data-element="link_text">Lookbook</span></a></div></div>' +
  '<div data-content-type="divider" data-appearance="default" data-element="main"><hr data-element="line" data-pb-style="L1"></div>';

export const BANNER_POSTER =
  '<style>#html-body [data-pb-style=W1]{background-position:center center;background-size:cover}#html-body [data-pb-style=O1]{min-height:300px;background-color:rgba(0,0,0,0.3)}#html-body [data-pb-style=BT1]{opacity:0;visibility:hidden}</style>' +
  '<div data-content-type="banner" data-appearance="poster" data-show-button="hover" data-show-overlay="always" data-element="main">' +
  '<a href="/women.html" target="" data-link-type="default" title="" data-element="link">' +
  '<div class="pagebuilder-banner-wrapper" data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;/media/wysiwyg/home/banner-1.jpg\\&quot;}" data-background-type="image" data-element="wrapper" data-pb-style="W1">' +
  '<div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="rgba(0,0,0,0.3)" aria-label="" title="" data-element="overlay" data-pb-style="O1">' +
  '<div class="pagebuilder-poster-content"><div data-element="content"><h2>New season</h2></div>' +
  '<button type="button" class="pagebuilder-banner-button pagebuilder-button-primary" data-element="button" data-pb-style="BT1">Shop now</button></div></div></div></a></div>';

const slide = (name: string, text: string, href: string) =>
  `<div data-content-type="slide" data-slide-name="${name}" data-appearance="poster" data-show-button="always" data-show-overlay="never" data-element="main">` +
  `<a href="${href}" target="" data-link-type="default" title="" data-element="link">` +
  `<div class="pagebuilder-slide-wrapper" data-background-images="{}" data-background-type="image" data-element="wrapper">` +
  `<div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="" aria-label="" title="" data-element="overlay">` +
  `<div class="pagebuilder-poster-content"><div data-element="content"><p>${text}</p></div>` +
  `<button type="button" class="pagebuilder-slide-button pagebuilder-button-primary" data-element="button">Shop</button></div></div></div></a></div>`;

export const SLIDER = (autoplay: boolean) =>
  `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="${autoplay}" data-autoplay-speed="4000" data-fade="false" data-infinite-loop="true" data-show-arrows="true" data-show-dots="true" data-element="main">` +
  slide('Spring', 'Spring collection', '/women.html') +
  slide('City', 'Made for the city', '/men.html') +
  slide('Home', 'Home, softened', '/home-living.html') +
  '</div>';

export const TABS =
  '<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="1" data-element="main">' +
  '<ul role="tablist" class="tabs-navigation" data-element="navigation">' +
  '<li role="tab" class="tab-header" data-element="headers"><a href="#T1" class="tab-title"><span class="tab-title">Shipping</span></a></li>' +
  '<li role="tab" class="tab-header" data-element="headers"><a href="#T2" class="tab-title"><span class="tab-title">Returns</span></a></li>' +
  '<li role="tab" class="tab-header" data-element="headers"><a href="#T3" class="tab-title"><span class="tab-title">Payment</span></a></li></ul>' +
  '<div class="tabs-content" data-element="content">' +
  '<div data-content-type="tab-item" data-appearance="default" data-tab-name="Shipping" data-background-images="{}" data-element="main" id="T1"><div data-content-type="text" data-appearance="default" data-element="main"><p>Free over $100.</p></div></div>' +
  '<div data-content-type="tab-item" data-appearance="default" data-tab-name="Returns" data-background-images="{}" data-element="main" id="T2"><div data-content-type="text" data-appearance="default" data-element="main"><p>Within 30 days.</p></div></div>' +
  '<div data-content-type="tab-item" data-appearance="default" data-tab-name="Payment" data-background-images="{}" data-element="main" id="T3"><div data-content-type="text" data-appearance="default" data-element="main"><p>Check or cash.</p></div></div>' +
  '</div></div>';

export const VIDEO = (src: string) =>
  '<div data-content-type="video" data-appearance="default" data-element="main"><div class="pagebuilder-video-inner" data-element="inner"><div class="pagebuilder-video-wrapper" data-element="wrapper">' +
  `<div class="pagebuilder-video-container"><iframe frameborder="0" allowfullscreen="" src="${src}" data-element="video"></iframe></div></div></div></div>`;

export const MAP =
  '<div data-content-type="map" data-appearance="default" data-show-controls="true" data-locations="[{\\&quot;position\\&quot;:{\\&quot;latitude\\&quot;:45.5189,\\&quot;longitude\\&quot;:-122.6731},\\&quot;location_name\\&quot;:\\&quot;Portland studio\\&quot;,\\&quot;address\\&quot;:\\&quot;12 Market Street\\&quot;,\\&quot;city\\&quot;:\\&quot;Portland\\&quot;,\\&quot;state\\&quot;:\\&quot;OR\\&quot;,\\&quot;zipcode\\&quot;:\\&quot;97205\\&quot;,\\&quot;country\\&quot;:\\&quot;United States\\&quot;,\\&quot;record_id\\&quot;:\\&quot;0\\&quot;}]" data-element="main"></div>';

export const HTML_CODE =
  '<div data-content-type="html" data-appearance="default" data-element="main">&lt;table class="rates"&gt;&lt;tr&gt;&lt;td&gt;Europe&lt;/td&gt;&lt;td&gt;5–8 days&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;script&gt;window.pbScriptRan = true;&lt;/script&gt;&lt;img src="x" onerror="window.pbScriptRan = true"&gt;</div>';

export const BLOCK =
  '<div data-content-type="block" data-appearance="default" data-element="main"><div class="widget block block-static-block"><p>Visit us at 12 Market Street.</p></div></div>';

export const UNKNOWN_TYPE = '<div data-content-type="countdown" data-appearance="default" data-element="main"><p>Sale ends soon</p></div>';
