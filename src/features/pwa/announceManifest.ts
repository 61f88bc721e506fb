export const MANIFEST_URL = '/manifest.webmanifest';

/**
 * Adds the web app manifest's link to the head (once). It is announced after the first screen rather than in the
 * first HTML: browsers fetch it as soon as they see it, and it only matters for installing the app, so it should
 * not take a connection from what the first screen needs. Browsers check installability again when it appears.
 */
export function announceManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_URL;
  document.head.append(link);
}
