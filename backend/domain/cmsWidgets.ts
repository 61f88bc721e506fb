/**
 * Magento's template filter runs the widget directives of CMS content before GraphQL answers it. Of those, the
 * embedded backend renders the CMS Static Block widget (Page Builder's Block content type) as Magento's
 * `widget/static_block/default.phtml` does: the block's content in `<div class="widget block block-static-block">`.
 * Product list widgets stay directives (the storefront turns them into product queries).
 */
const WIDGET_DIRECTIVE = /\{\{widget\s([^}]*)\}\}/g;
const BLOCK_WIDGET_TYPE = /^Magento\\+Cms\\+Block\\+Widget\\+Block$/;
const PARAMETER = /([a-z_]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|&quot;(.*?)&quot;)/gi;

/** A block's content by its identifier or id, in the store view being answered; undefined when there is none. */
type BlockContent = (identifierOrId: string) => string | undefined;

/** `content` with its block widgets rendered; a block inside itself (directly or not) renders as nothing. */
export function renderBlockWidgets(content: string, blockContent: BlockContent, rendering: ReadonlySet<string> = new Set()): string {
  if (!content.includes('{{widget')) return content;
  return content.replace(WIDGET_DIRECTIVE, (directive, text: string) => {
    const parameters = Object.fromEntries(
      [...text.matchAll(PARAMETER)].map((match) => [match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? ''])
    );
    if (!BLOCK_WIDGET_TYPE.test(parameters.type ?? '')) return directive;
    const id = (parameters.block_id ?? '').trim();
    const inner = id && !rendering.has(id) ? blockContent(id) : undefined;
    if (inner === undefined) return '';
    return `<div class="widget block block-static-block">${renderBlockWidgets(inner, blockContent, new Set([...rendering, id]))}</div>`;
  });
}
