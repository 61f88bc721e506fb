/** Elements that have no content and no end tag: they never nest anything. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose end tag may be left out: another one of them opens beside the last, not inside it. */
const SIBLING_ELEMENTS = new Set(['p', 'li', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'rb', 'rt', 'rp']);
/**
 * Start and end tags. Linear: a tag's runs stop at the next `<`, and the name's run and the attributes' cannot trade
 * characters (the attributes start with a space or `/`), so no character is read twice.
 */
const TAG = /<(\/?)([a-z][^\s/<>]*)(?:[\s/][^<>]*)?>/gi;

/**
 * Whether HTML would nest elements more than `limit` deep, read as text in one pass (the way the HTML parser pairs end
 * tags with open elements, roughly: an end tag closes up to the element it names, an unmatched one is ignored). It
 * errs on the deep side (a tag inside a comment counts), never far on the shallow one. A DOM's cost grows with depth
 * for every element (jsdom: 4,000 nested elements took 14 s, then overflowed the stack), so deep content is refused
 * before it is parsed.
 */
export function nestsDeeperThan(html: string, limit: number): boolean {
  const open: string[] = [];
  for (const [, closing, rawName] of html.matchAll(TAG)) {
    const name = rawName.toLowerCase();
    if (closing) {
      // Searched from the top: at most `limit` names, so the scan stays linear in the text.
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
    } else if (!VOID_ELEMENTS.has(name)) {
      if (SIBLING_ELEMENTS.has(name) && open.at(-1) === name) continue;
      open.push(name);
      if (open.length > limit) return true;
    }
  }
  return false;
}
