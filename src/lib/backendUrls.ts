import { DEFAULT_MEDIA_PATH } from './images';

/**
 * The store view's base URLs as the backend's store config gives them (Magento's `storeConfig` fields): the URLs
 * its template filter writes `{{media url=…}}` and `{{store url=…}}` with.
 */
export interface BackendBaseUrls {
  secure_base_media_url?: string | null;
  base_media_url?: string | null;
  secure_base_link_url?: string | null;
  base_link_url?: string | null;
}

/** An absolute http(s) URL's host and path. */
const ABSOLUTE = /^https?:\/\/([^/?#]+)(\/[^?#]*)?/i;

/**
 * The paths on our origin by `host/path/` (lower case) of the backend's URLs: the media base URLs' become `/media/`,
 * the link base URLs' app paths, and any other URL on those hosts keeps its path.
 */
function ownPaths(bases: BackendBaseUrls): Map<string, string> {
  const paths = new Map<string, string>();
  const add = (url: string | null | undefined, path: string) => {
    const match = ABSOLUTE.exec(url ?? '');
    const prefix = match && `${match[1]}${(match[2] ?? '').replace(/\/?$/, '/')}`.toLowerCase();
    if (prefix && !paths.has(prefix)) paths.set(prefix, path);
  };
  add(bases.secure_base_media_url, DEFAULT_MEDIA_PATH);
  add(bases.base_media_url, DEFAULT_MEDIA_PATH);
  add(bases.secure_base_link_url, '/');
  add(bases.base_link_url, '/');
  for (const prefix of [...paths.keys()]) add(`http://${prefix.slice(0, prefix.indexOf('/'))}`, '/');
  return paths;
}

/**
 * Magento's template filter writes `{{media url=…}}` and `{{store url=…}}` as absolute URLs on its own base URLs,
 * which CMS content, Page Builder's attributes and catalogue descriptions then carry. The storefront serves the
 * backend's media under its own `/media/` (the CSP allows images from our origin only) and its pages through its own
 * routes: a URL under the store view's media base URL becomes `/media/…`, one under its link base URL (with the store
 * code or `index.php/` it may end in) a root path of the app (`/women.html`), any other URL on those hosts its path;
 * in http and https form, protocol-relative, in attributes, `srcset`s, `url()`s and JSON alike. Other hosts stay.
 */
export function backendUrlsOnOwnOrigin(html: string, bases: BackendBaseUrls | undefined): string {
  const paths = bases ? ownPaths(bases) : new Map<string, string>();
  if (!paths.size) return html;
  // Longest first (the media base wins over the link base of its host). Each `/` may be JSON-escaped (`\/`, as in
  // Page Builder's data attributes) as the `//` before it is (backreference 2); the last may be missing at the end
  // of a URL (`https://shop`, `https://shop/default`).
  const prefixes = [...paths.keys()]
    .sort((a, b) => b.length - a.length)
    .map(
      (prefix) =>
        `${prefix
          .slice(0, -1)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .split('/')
          .join('\\2/')}(?:\\2/|(?=["'\\s)&?#]|$))`
    );
  // After the start, a quote, `(`, `,`, `;` (of `&quot;`), `=` or a space.
  const absolute = new RegExp(`(^|["'(,;=\\s])(?:https?:)?(\\\\?)/\\2/(${prefixes.join('|')})`, 'gi');
  return html.replace(absolute, (_match, before: string, escape: string, prefix: string) => {
    const path = paths.get(prefix.replace(/\\/g, '').replace(/\/?$/, '/').toLowerCase()) ?? '/';
    return `${before}${path.replace(/\//g, `${escape}/`)}`;
  });
}
