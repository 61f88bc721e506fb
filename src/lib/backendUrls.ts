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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `host/path/` of an absolute http(s) URL, lower-cased host, always ending in `/`; undefined for anything else. */
function schemeless(url: string | null | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname.endsWith('/') ? pathname : `${pathname}/`}`;
  } catch {
    return undefined;
  }
}

interface Rewrite {
  /** `host/path/` matched (in either http or https form, or protocol-relative). */
  prefix: string;
  /** The path on our origin it becomes. */
  path: string;
}

/** Longest prefixes first, so the media base (`host/media/`) wins over the link base (`host/`) of the same host. */
function rewritesOf(bases: BackendBaseUrls): Rewrite[] {
  const rewrites = new Map<string, string>();
  for (const url of [bases.secure_base_media_url, bases.base_media_url]) {
    const prefix = schemeless(url);
    if (prefix) rewrites.set(prefix, DEFAULT_MEDIA_PATH);
  }
  for (const url of [bases.secure_base_link_url, bases.base_link_url]) {
    const prefix = schemeless(url);
    if (prefix && !rewrites.has(prefix)) rewrites.set(prefix, '/');
  }
  // Anything else on a backend host keeps its path (a bare host is the home page).
  for (const prefix of [...rewrites.keys()]) {
    const host = prefix.slice(0, prefix.indexOf('/') + 1);
    if (!rewrites.has(host)) rewrites.set(host, '/');
  }
  return [...rewrites].map(([prefix, path]) => ({ prefix, path })).sort((a, b) => b.prefix.length - a.prefix.length);
}

/**
 * `host/path/` as a pattern: each `/` may be JSON-escaped (`\/`, as in Page Builder's data attributes) the same way
 * as the `//` before it (backreference 2), and the last one may be missing at the end of a URL (`https://shop`,
 * `https://shop/default`).
 */
function prefixPattern(prefix: string): string {
  const segments = prefix.slice(0, -1).split('/').map(escapeRegExp);
  return `${segments.join('\\2/')}(?:\\2/|(?=["'\\s)&?#]|$))`;
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
  const rewrites = bases ? rewritesOf(bases) : [];
  if (!rewrites.length || !/\/\/|\\\/\\\//.test(html)) return html;
  // After the start, a quote, `(`, `,`, `;` (of `&quot;`), `=` or a space.
  const absolute = new RegExp(
    `(^|["'(,;=\\s])(?:https?:)?(\\\\?)/\\2/(?:${rewrites.map(({ prefix }, index) => `(?<p${index}>${prefixPattern(prefix)})`).join('|')})`,
    'gi'
  );
  return html.replace(absolute, (...args: unknown[]) => {
    const before = args[1] as string;
    const escape = args[2] as string;
    const groups = args[args.length - 1] as Record<string, string | undefined>;
    const index = rewrites.findIndex((_rewrite, candidate) => groups[`p${candidate}`] !== undefined);
    return `${before}${rewrites[index].path.replace(/\//g, `${escape}/`)}`;
  });
}
