import { renderBlockWidgets } from '../domain/cmsWidgets';

const BLOCKS: Record<string, string> = {
  'contact-us-sidebar': '<h3>Visit us</h3>',
  '7': '<p>By id</p>',
  loop: '<p>Again</p>{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="loop"}}'
};
const lookup = (id: string) => BLOCKS[id];
const blockWidget = (id: string) =>
  `{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="${id}" type_name="CMS Static Block"}}`;

describe("CMS content's block widgets, as Magento's template filter renders them", () => {
  it("renders a block by identifier or id in Magento's static block markup", () => {
    expect(renderBlockWidgets(`<div data-content-type="block">${blockWidget('contact-us-sidebar')}</div>`, lookup)).toBe(
      '<div data-content-type="block"><div class="widget block block-static-block"><h3>Visit us</h3></div></div>'
    );
    expect(renderBlockWidgets(blockWidget('7'), lookup)).toBe('<div class="widget block block-static-block"><p>By id</p></div>');
  });

  it('renders a missing block, or a block inside itself, as nothing, and leaves other widgets as they are', () => {
    expect(renderBlockWidgets(blockWidget('missing'), lookup)).toBe('');
    expect(renderBlockWidgets(blockWidget('loop'), lookup)).toBe('<div class="widget block block-static-block"><p>Again</p></div>');
    const products = '{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" products_count="8"}}';
    expect(renderBlockWidgets(products, lookup)).toBe(products);
  });
});
