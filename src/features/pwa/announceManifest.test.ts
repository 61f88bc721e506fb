import { announceManifest, MANIFEST_URL } from './announceManifest';

describe('announceManifest', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links the web app manifest from the head', () => {
    announceManifest();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe(MANIFEST_URL);
  });

  it('links it once, however often it is called', () => {
    announceManifest();
    announceManifest();
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });
});
