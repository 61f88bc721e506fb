import { PRIVATE_PATHS } from '../../src/lib/listedPaths';

/**
 * robots.txt: the private pages, bare (default store view) and behind any store prefix (`/fr/cart`, ending there or
 * with a query, so that a catalogue URL such as `/fr/cart-covers.html` stays crawlable), and the sitemap index's
 * absolute URL.
 */
export function robotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *'];
  for (const path of PRIVATE_PATHS) lines.push(`Disallow: ${path}`, `Disallow: /*${path}$`, `Disallow: /*${path}?`);
  lines.push('', `Sitemap: ${publicUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
