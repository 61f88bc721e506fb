import vm from 'node:vm';
import { renderBlockWidgets, WIDGET_LIMITS } from '../domain/cmsWidgets';

/**
 * Block widgets are rendered within bounds (issue 40, finding 9): nesting depth, widgets in all, characters brought in.
 * A block of ten widgets of a block of ten more multiplied the content by ten a level.
 */

const widget = (id: string) => `{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="${id}"}}`;
const WRAPPER = '<div class="widget block block-static-block">';
const widgetsIn = (html: string) => html.split(WRAPPER).length - 1;

/** Blocks `level-1` … `level-<levels>`, each a paragraph and `fanOut` widgets of the next (the last only its paragraph). */
function nestedChain(levels: number, fanOut: number): (id: string) => string | undefined {
  return (id) => {
    const level = Number(/^level-(\d+)$/.exec(id)?.[1]);
    if (!(level >= 1 && level <= levels)) return undefined;
    const next = level < levels ? widget(`level-${level + 1}`).repeat(fanOut) : '';
    return `<p>Level ${level}: a short paragraph of promotional copy, as real blocks hold.</p>${next}`;
  };
}

it('renders a ten-way fan-out five levels deep as at most 100 widgets, not 11,111', () => {
  const html = renderBlockWidgets(widget('level-1'), nestedChain(5, 10));
  expect(widgetsIn(html)).toBe(WIDGET_LIMITS.count);
  // About 100 small blocks: some 13 KB (unbounded: 11,111 blocks, about 1.4 MB).
  expect(html.length).toBeLessThan(20_000);
});

it('renders a chain of blocks five levels deep, and no deeper', () => {
  const html = renderBlockWidgets(widget('level-1'), nestedChain(8, 1));
  expect(widgetsIn(html)).toBe(WIDGET_LIMITS.depth);
  expect(html).toContain('<p>Level 5:');
  expect(html).not.toContain('<p>Level 6:');
});

it('brings in at most 512 KB of block content, whatever the count', () => {
  const big = `<p>${'x'.repeat(300 * 1024)}</p>`;
  const html = renderBlockWidgets(widget('big') + widget('big') + widget('small'), (id) => (id === 'big' ? big : '<p>small</p>'));
  // The first large block fits, the second would pass the bound; a small one after it still fits.
  expect(widgetsIn(html)).toBe(2);
  expect(html.length).toBeLessThan(WIDGET_LIMITS.chars);
  expect(html).toContain('<p>small</p>');
});

it('renders real content as before: a few blocks, a few levels', () => {
  const blocks: Record<string, string> = {
    promo: `<h2>Sale</h2>${widget('tiles')}`,
    tiles: `<ul><li>One</li></ul>${widget('links')}`,
    links: '<a href="/sale">All</a>'
  };
  expect(renderBlockWidgets(`${widget('promo')}${widget('links')}`, (id) => blocks[id])).toBe(
    `${WRAPPER}<h2>Sale</h2>${WRAPPER}<ul><li>One</li></ul>${WRAPPER}<a href="/sale">All</a></div></div></div>${WRAPPER}<a href="/sale">All</a></div>`
  );
});

// As src/lib/linearTime.testing.ts (the backend imports nothing from src/): 720 KB that never closes, read within a
// bound that stops a quadratic pattern mid-work (linear, it takes milliseconds).
const unclosed = (start: string) => start.repeat(Math.ceil(720_000 / start.length));
const withinBound = <T>(work: () => T): T => vm.runInNewContext('work()', { work }, { timeout: 3_000 }) as T;

it('reads widget directives linearly: unclosed ones, and parameters of any text', () => {
  const block = () => '<p>Block</p>';
  const unclosedWidgets = unclosed('{{widget block_id="a" ');
  expect(withinBound(() => renderBlockWidgets(unclosedWidgets, block))).toBe(unclosedWidgets);
  const longParameters = widget('a').replace('{{widget ', `{{widget ${unclosed('a')} `);
  expect(withinBound(() => renderBlockWidgets(longParameters, block))).toContain('<p>Block</p>');
});
