/**
 * Magento keeps names and labels as its admin typed them, HTML entities included ("Cocona&reg; performance
 * fabric", "&frac14; zip"), and its own templates print them with htmlspecialchars' double_encode off, so the
 * browser shows ® and ¼. Decoding them to plain text lets React show the same without ever injecting HTML.
 */
export type EntityDecoder = (text: string) => string;

/**
 * The browser's own HTML parser, in an inert document: DOMParser's documents run no script and load nothing, and
 * with every `<` escaped the text makes no element at all, so only character references are read (all of HTML5's
 * named ones, numeric and hexadecimal, exactly as the page itself would read them), without a 30 KB table of names.
 */
function decodeInInertDocument(text: string): string {
  const document = new DOMParser().parseFromString(`<!doctype html><body>${text.replace(/</g, '&lt;')}`, 'text/html');
  return document.body.textContent ?? '';
}

// The server installs its own (server/pages/entityDecoder.ts).
function noDecoder(): never {
  throw new Error('No HTML entity decoder');
}

let decodeReferences: EntityDecoder = typeof DOMParser === 'function' ? decodeInInertDocument : noDecoder;

/** Where there is no DOM (the storefront server), the decoder to use instead: a library with the same rules. */
export function installEntityDecoder(decode: EntityDecoder): void {
  decodeReferences = decode;
}

/** A text field of Magento's data as the shopper reads it: its character references decoded, once. */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeReferences(text) : text;
}
