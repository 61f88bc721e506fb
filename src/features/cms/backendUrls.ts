/**
 * Magento's template filter writes `{{media url=…}}` and `{{store url=…}}` as absolute URLs on the Magento host.
 * The storefront serves that host's media under its own `/media` (the CSP allows images from our origin only) and
 * its pages through its own routes, so URLs on the backend's host (the host of the store view's media base URL)
 * become paths on our origin, in attributes, `url()`s and Page Builder's JSON attributes alike. Other hosts stay.
 */
export function backendUrlsOnOwnOrigin(html: string, mediaBaseUrl: string | undefined): string {
  if (!mediaBaseUrl || !/^https?:\/\//i.test(mediaBaseUrl)) return html;
  const host = new URL(mediaBaseUrl).host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // After a quote, `(`, `,`, `;` (of `&quot;`), `=` or a space; `//` may be JSON-escaped (`\/\/`).
  const absolute = new RegExp(`(^|["'(,;=\\s])(?:https?:)?(\\\\?)/\\2/${host}(?=(\\\\?/)|["'\\s)&]|$)`, 'gi');
  return html.replace(absolute, (_match, before: string, _escape: string, slash: string | undefined) => (slash ? before : `${before}/`));
}
