import { PRODUCT_WIDGET_ATTRIBUTE } from './productWidget';
import { decodeWidgetConditions, extractProductWidgets } from './productWidgets';

// Conditions as Magento\Widget\Helper\Conditions::encode writes them into the directive.
const encode = (conditions: object) => JSON.stringify(conditions).replace(/\{/g, '^[').replace(/\}/g, '^]').replace(/"/g, '`').replace(/\\/g, '|');
const combine = { type: 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Combine', aggregator: 'all', value: '1', new_child: '' };
const product = (attribute: string, operator: string, value: string) => ({
  type: 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product',
  attribute,
  operator,
  value
});
const directive = (parameters: string, conditions: object, quote = '"') =>
  `{{widget type=${quote}Magento\\CatalogWidget\\Block\\Product\\ProductsList${quote} ${parameters} conditions_encoded=${quote}${encode(conditions)}${quote}}}`;

describe('decodeWidgetConditions', () => {
  it('reads the encoding of a real Magento directive', () => {
    const encoded =
      '^[`1`:^[`type`:`Magento||CatalogWidget||Model||Rule||Condition||Combine`,`aggregator`:`all`,`value`:`1`,`new_child`:``^],' +
      '`1--1`:^[`type`:`Magento||CatalogWidget||Model||Rule||Condition||Product`,`attribute`:`sku`,`operator`:`()`,`value`:`MJ01, MJ02`^]^]';
    expect(decodeWidgetConditions(encoded)).toEqual({
      '1': { type: 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Combine', aggregator: 'all', value: '1', new_child: '' },
      '1--1': { type: 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product', attribute: 'sku', operator: '()', value: 'MJ01, MJ02' }
    });
  });

  it('returns null for garbage', () => {
    expect(decodeWidgetConditions('^[`1`:')).toBeNull();
  });
});

describe('extractProductWidgets', () => {
  it('turns a sku list widget into a products query in the listed order, with its title and count, and leaves a placeholder', () => {
    const html =
      '<p>Before</p>' +
      directive('title="New arrivals" show_pager="0" products_count="3" sort_order="position_by_sku"', {
        '1': combine,
        '1--1': product('sku', '()', 'B-2, A-1, C-3')
      }) +
      '<p>After</p>';
    const { html: output, widgets } = extractProductWidgets(html);
    expect(output).toBe(`<p>Before</p><div ${PRODUCT_WIDGET_ATTRIBUTE}="0"></div><p>After</p>`);
    expect(widgets).toEqual([
      { title: 'New arrivals', filter: { sku: { in: ['B-2', 'A-1', 'C-3'] } }, pageSize: 3, order: { key: 'sku', values: ['B-2', 'A-1', 'C-3'] } }
    ]);
  });

  it('reads a directive stored with &quot; quotes (as the WYSIWYG editor saves it) and maps category, price and sort order', () => {
    const html = `<p>${directive(
      'title=&quot;Best sellers&quot; products_count=&quot;8&quot; sort_order=&quot;price_high_to_low&quot;',
      { '1': combine, '1--1': product('category_ids', '()', '12, 30'), '1--2': product('price', '>=', '20') },
      '&quot;'
    )}</p>`;
    const { widgets } = extractProductWidgets(html);
    expect(widgets).toEqual([
      {
        title: 'Best sellers',
        filter: { category_uid: { in: ['MTI=', 'MzA='] }, price: { from: '20' } },
        pageSize: 8,
        sort: { price: 'DESC' }
      }
    ]);
  });

  it('uses Magento’s default of 10 products, at most 20, and no title when none is given', () => {
    const conditions = { '1': combine, '1--1': product('category_ids', '==', '3') };
    expect(extractProductWidgets(directive('', conditions)).widgets[0]).toMatchObject({ title: null, pageSize: 10 });
    expect(extractProductWidgets(directive('products_count="500"', conditions)).widgets[0]).toMatchObject({ pageSize: 20 });
  });

  it('drops a widget whose conditions have no standard products filter, and leaves other directives alone', () => {
    const unsupported = directive('title="Anything"', { '1': combine, '1--1': product('sku', '!()', 'A') });
    const anyOfTwoAttributes = directive('title="Any"', {
      '1': { ...combine, aggregator: 'any' },
      '1--1': product('sku', '==', 'A'),
      '1--2': product('category_ids', '==', '3')
    });
    const other = '{{widget type="Magento\\Cms\\Block\\Widget\\Block" block_id="footer"}}';
    const { html, widgets } = extractProductWidgets(`${unsupported}${anyOfTwoAttributes}${other}`);
    expect(widgets).toEqual([]);
    expect(html).toBe(other);
  });

  it('reads a widget Magento has already rendered: its skus in order and its title', () => {
    const item = (sku: string, urlKey: string) =>
      `<li class="product-item"><div class="product-item-info"><a href="https://shop.test/${urlKey}.html" class="product-item-photo"></a>` +
      `<strong class="product-item-name"><a class="product-item-link" href="https://shop.test/${urlKey}.html">${sku}</a></strong>` +
      `<div class="actions-primary"><form data-role="tocart-form" data-product-sku="${sku}" action="/checkout/cart/add" method="post">` +
      `<button type="submit">Add to Cart</button></form></div></div></li>`;
    const rendered =
      '<div data-content-type="products" data-appearance="grid" data-element="main"><div class="block widget block-products-list grid">' +
      '<div class="block-title"><strong>Hot sellers</strong></div><div class="block-content"><ol class="product-items">' +
      item('WS12', 'radiant-tee') +
      item('MJ01', 'beaumont-summit-kit') +
      '</ol></div></div></div>';
    const { html, widgets } = extractProductWidgets(`<h2>Welcome</h2>${rendered}`);
    expect(html).toBe(`<h2>Welcome</h2><div ${PRODUCT_WIDGET_ATTRIBUTE}="0"></div>`);
    expect(widgets).toEqual([
      { title: 'Hot sellers', filter: { sku: { in: ['WS12', 'MJ01'] } }, pageSize: 2, order: { key: 'sku', values: ['WS12', 'MJ01'] } }
    ]);
  });

  it('falls back to the url keys of a rendered widget whose items carry no sku (none saleable)', () => {
    const rendered =
      '<div class="block widget block-products-list grid"><ol class="product-items">' +
      '<li class="product-item"><a class="product-item-link" href="/radiant-tee.html">Radiant Tee</a></li></ol></div>';
    expect(extractProductWidgets(rendered).widgets).toEqual([
      { title: null, filter: { url_key: { in: ['radiant-tee'] } }, pageSize: 1, order: { key: 'url_key', values: ['radiant-tee'] } }
    ]);
  });

  it('returns HTML without widgets unchanged', () => {
    const html = '<div class="home-banner"><img src="/media/a.jpg" alt="A"></div>';
    expect(extractProductWidgets(html)).toEqual({ html, widgets: [] });
  });
});
