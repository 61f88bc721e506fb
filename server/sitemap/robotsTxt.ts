import { PATHS } from '../../src/app/listedPaths';

/** Pages with nothing to index: the shopper's own cart, checkout, sign-in, password and account pages. */
const PRIVATE_PATHS = [
  PATHS.checkout,
  PATHS.cart,
  PATHS.signIn,
  PATHS.createAccount,
  PATHS.forgotPassword,
  PATHS.resetPassword,
  PATHS.accountInformation,
  PATHS.addressBook,
  PATHS.orderHistory,
  PATHS.communications,
  PATHS.wishlist,
  PATHS.savedPayments
];

/**
 * robots.txt: the private pages, bare (default store view) and behind any store prefix (`/fr/cart`, ending there
 * so that a catalogue URL such as `/fr/cart-covers.html` stays crawlable), and the sitemap index's absolute URL.
 */
export function robotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *'];
  for (const path of PRIVATE_PATHS) lines.push(`Disallow: ${path}`, `Disallow: /*${path}$`);
  lines.push('', `Sitemap: ${publicUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
