/**
 * HTML the storefront server already sanitised for the first page (its page data maps a key of each input to the
 * sanitised markup), so that page shows its rich content without loading DOMPurify. A lookup hands back the
 * server's output, never the input: a key that collided would show other safe markup, not unsafe markup.
 */
const presanitized = new Map<string, string>();

/** A 53-bit hash of the HTML (cyrb53), as base 36: the same in the browser and on the server. */
export function htmlKey(html: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < html.length; index += 1) {
    const code = html.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function rememberPresanitizedHtml(entries: Record<string, string> | undefined): void {
  for (const [key, markup] of Object.entries(entries ?? {})) {
    if (typeof markup === 'string') presanitized.set(key, markup);
  }
}

export function presanitizedHtml(html: string): string | undefined {
  return presanitized.get(htmlKey(html));
}
