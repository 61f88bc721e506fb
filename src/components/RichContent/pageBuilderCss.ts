/**
 * The styles of Page Builder content (1.6+ keeps them in `<style>` blocks of `#html-body [data-pb-style=ID]` rules,
 * with `@media` blocks for the mobile viewport). Merchant CSS is untrusted: only rules for Page Builder elements
 * of this very content are kept (selectors `#html-body [data-pb-style=ID]`, with :hover or :focus at most), and only
 * declarations that cannot fetch from elsewhere, escape their block or leave the content's box for the window's
 * (`position: fixed` or `sticky`). Everything else is dropped, silently: it would restyle the shop around the
 * content. The renderer's root also keeps whatever is left (z-index, negative margins, transforms) painted inside
 * its box (`pageBuilder.module.css`).
 */

/** The attribute of the `<style>` element that carries the kept rules in sanitised markup. */
export const PAGE_BUILDER_STYLES_ATTRIBUTE = 'data-pb-styles';

const SELECTOR = /^#html-body\s+\[data-pb-style=(["']?)([A-Za-z0-9_-]{1,40})\1\](:hover|:focus|:focus-within)?$/;
const MEDIA_QUERY =
  /^(?:only\s+)?screen\s+and\s+\((?:max|min)-width:\s*\d{1,4}(?:\.\d+)?px\)(?:\s+and\s+\((?:max|min)-width:\s*\d{1,4}(?:\.\d+)?px\))?$/i;
const PROPERTY = /^-?[a-z][a-z0-9-]*$/i;
/** Same-origin paths only: the CSP allows no other images, and a third-party URL would tell it of the visit. */
const URL_VALUE = /url\(\s*(["']?)\/(?!\/)[^"'()\s\\]*\1\s*\)/gi;
/**
 * Functions whose strings are URLs too (`image-set("https://…")`, with or without `-webkit-`; `image()` and `src()`
 * of newer CSS), besides `url(`: refused whole, as an off-site `url(` is.
 */
const UNSAFE_VALUE = /[<>{}\\@]|expression\s*\(|url\(|image-set\(|\bimage\(|\bsrc\(|javascript:/i;
/** Positions that stay in the content's box: `fixed` and `sticky` place it on the window, over the shop. */
const CONTAINED_POSITION = /^(?:static|relative|absolute)(?: ?!important)?$/i;

/** `a:b; c:d` → the declarations worth keeping, normalised as `a:b;c:d`; '' when none are. */
export function cleanDeclarations(text: string): string {
  return text
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return '';
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration
        .slice(colon + 1)
        .trim()
        .replace(/\s+/g, ' ');
      if (!PROPERTY.test(property) || !value || UNSAFE_VALUE.test(value.replace(URL_VALUE, ''))) return '';
      if (property === 'position' && !CONTAINED_POSITION.test(value)) return '';
      return `${property}:${value}`;
    })
    .filter(Boolean)
    .join(';');
}

interface Block {
  prelude: string;
  body: string;
}

/** Top-level `prelude { body }` blocks, braces balanced; stray text is ignored. */
function blocksOf(css: string): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    if (open < 0) break;
    let depth = 1;
    let close = open + 1;
    for (; close < css.length && depth > 0; close += 1) {
      if (css[close] === '{') depth += 1;
      else if (css[close] === '}') depth -= 1;
    }
    if (depth > 0) break;
    blocks.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, close - 1) });
    start = index = close;
  }
  return blocks;
}

function cleanRule({ prelude, body }: Block): string {
  const selectors = prelude.split(',').map((selector) => selector.trim().replace(/\s+/g, ' '));
  if (!selectors.length || !selectors.every((selector) => SELECTOR.test(selector))) return '';
  const declarations = cleanDeclarations(body);
  // Quoted: Page Builder leaves ids unquoted, which is only valid CSS when the id does not start with a digit.
  const normalised = selectors.map((selector) =>
    selector.replace(SELECTOR, (_all, _quote, id: string, pseudo = '') => `#html-body [data-pb-style="${id}"]${pseudo}`)
  );
  return declarations ? `${normalised.join(',')}{${declarations}}` : '';
}

/** Page Builder's style text, reduced to the rules (and media blocks of rules) that are safe to apply. */
export function cleanPageBuilderCss(css: string): string {
  return blocksOf(css.replace(/\/\*[\s\S]*?\*\//g, ''))
    .map((block) => {
      const media = /^@media\s+(.+)$/is.exec(block.prelude);
      if (!media) return cleanRule(block);
      const query = media[1].trim().replace(/\s+/g, ' ');
      if (!MEDIA_QUERY.test(query)) return '';
      const rules = blocksOf(block.body).map(cleanRule).join('');
      return rules ? `@media ${query}{${rules}}` : '';
    })
    .join('');
}
