/**
 * Magento's template filter runs the widget directives of CMS content before GraphQL answers it. Of those, the
 * embedded backend renders the CMS Static Block widget (Page Builder's Block content type) as Magento's
 * `widget/static_block/default.phtml` does: the block's content in `<div class="widget block block-static-block">`.
 * Product list widgets stay directives (the storefront turns them into product queries).
 */
// Linear on any text: a directive's parameters stop at the next `{` (Magento encodes braces in them as `^[`/`^]`), and a
// parameter's name starts only where a run of letters does (a name tried from inside a long run read it again each time).
const WIDGET_DIRECTIVE = /\{\{widget\s([^{}]*)\}\}/g;
const BLOCK_WIDGET_TYPE = /^Magento\\+Cms\\+Block\\+Widget\\+Block$/;
const PARAMETER = /(?<![a-z_])([a-z_]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|&quot;(.*?)&quot;)/gi;

/** A block's content by its identifier or id, in the store view being answered; undefined when there is none. */
type BlockContent = (identifierOrId: string) => string | undefined;

/**
 * Bounds of one content's rendering. Magento only refuses a block inside itself; a block holding ten widgets of a block
 * holding ten more still multiplied its size by ten a level (1.66 MB from five small blocks). Beyond a bound a widget
 * renders as nothing, as a missing block does: real content nests a few levels and holds a few blocks.
 */
export const WIDGET_LIMITS = {
  /** Block widgets inside block widgets: the content's own are level 1. */
  depth: 5,
  /** Block widgets rendered in all. */
  count: 100,
  /** Characters of block content brought in, in all (about 512 KB of ASCII). */
  chars: 512 * 1024
} as const;

/** `content` with its block widgets rendered, within WIDGET_LIMITS; a block inside itself (directly or not) renders as nothing. */
export function renderBlockWidgets(content: string, blockContent: BlockContent): string {
  return renderWithin(content, blockContent, new Set(), { widgets: 0, chars: 0 });
}

function renderWithin(
  content: string,
  blockContent: BlockContent,
  rendering: ReadonlySet<string>,
  spent: { widgets: number; chars: number }
): string {
  if (!content.includes('{{widget')) return content;
  return content.replace(WIDGET_DIRECTIVE, (directive, text: string) => {
    const parameters = Object.fromEntries(
      [...text.matchAll(PARAMETER)].map((match) => [match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? ''])
    );
    if (!BLOCK_WIDGET_TYPE.test(parameters.type ?? '')) return directive;
    const id = (parameters.block_id ?? '').trim();
    if (!id || rendering.has(id) || rendering.size >= WIDGET_LIMITS.depth || spent.widgets >= WIDGET_LIMITS.count) return '';
    const inner = blockContent(id);
    if (inner === undefined || spent.chars + inner.length > WIDGET_LIMITS.chars) return '';
    spent.widgets++;
    spent.chars += inner.length;
    return `<div class="widget block block-static-block">${renderWithin(inner, blockContent, new Set([...rendering, id]), spent)}</div>`;
  });
}
