import type { ProductFilterInput, ProductSortInput } from '../catalog';
import { PRODUCT_WIDGET_ATTRIBUTE, type ProductWidget } from './productWidget';

/** Magento's ProductsList::DEFAULT_PRODUCTS_COUNT, and a ceiling so a typo cannot ask for the whole catalogue. */
const DEFAULT_PRODUCTS_COUNT = 10;
const MAX_PRODUCTS_COUNT = 20;

// Parameters stop at the next `{` too (Magento encodes braces inside them as `^[`/`^]`): a run of unclosed `{{widget`
// is then read once, not from each of them to the end.
const WIDGET_DIRECTIVE = /\{\{widget\s([^{}]*)\}\}/g;
// A name starts only where a run of letters does: tried from inside a long run, it read the run again each time.
const DIRECTIVE_PARAMETER = /(?<![a-z_])([a-z_]+)\s*=\s*(?:&quot;(.*?)&quot;|"([^"]*)"|'([^']*)')/gi;
const PRODUCTS_LIST_TYPE = /CatalogWidget\\+Block\\+Product\\+ProductsList/;

/** Magento's PageBuilder sort orders that a standard `products` sort argument can express. */
const SORT_ORDERS: Record<string, ProductSortInput> = {
  position: { position: 'ASC' },
  name_ascending: { name: 'ASC' },
  name_descending: { name: 'DESC' },
  price_low_to_high: { price: 'ASC' },
  price_high_to_low: { price: 'DESC' }
};

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const splitList = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function parseParameters(text: string): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const match of text.matchAll(DIRECTIVE_PARAMETER)) {
    parameters[match[1].toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return parameters;
}

/** Magento\Widget\Helper\Conditions::decode: `^[` `^]` stand for braces, backticks for quotes, `|` for backslashes. */
export function decodeWidgetConditions(encoded: string): Record<string, Record<string, unknown>> | null {
  try {
    const json = encoded.replace(/\^\[/g, '{').replace(/\^\]/g, '}').replace(/`/g, '"').replace(/\|/g, '\\');
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, Record<string, unknown>>) : null;
  } catch {
    return null;
  }
}

interface Condition {
  attribute: string;
  operator: string;
  value: unknown;
}

/** The product conditions directly under the root "all of these are true" combination, or null if there are others. */
function productConditions(conditions: Record<string, Record<string, unknown>>): Condition[] | null {
  const root = conditions['1'];
  if (!root) return [];
  const children = Object.entries(conditions).filter(([key]) => key.startsWith('1--'));
  if (children.some(([key]) => key.split('--').length > 2)) return null;
  const list = children.map(([, condition]) => ({
    attribute: String(condition.attribute ?? ''),
    operator: String(condition.operator ?? ''),
    value: condition.value
  }));
  const isTrue = String(root.value ?? '1') === '1';
  const attributes = new Set(list.map((condition) => condition.attribute));
  // "any of these" can only be expressed when every condition is about the same attribute (one `in` list).
  if (!isTrue || (root.aggregator === 'any' && attributes.size > 1)) return null;
  return list;
}

/** The `products` filter for the widget's conditions; null when a condition has no standard equivalent. */
function filterFor(conditions: Condition[]): ProductFilterInput | null {
  const filter: ProductFilterInput = {};
  const addValues = (key: string, values: string[]) => {
    const existing = filter[key] as { in?: string[] } | undefined;
    filter[key] = { in: [...(existing?.in ?? []), ...values] };
  };
  for (const { attribute, operator, value } of conditions) {
    if (attribute === 'category_ids' && (operator === '==' || operator === '()')) {
      // A category uid is the base64 of its id (Magento 2.4).
      addValues(
        'category_uid',
        splitList(value).map((id) => btoa(id))
      );
    } else if ((attribute === 'sku' || attribute === 'url_key') && (operator === '==' || operator === '()')) {
      addValues(attribute, splitList(value));
    } else if (attribute === 'price' && ['>=', '>', '<=', '<', '=='].includes(operator)) {
      const range = (filter.price ?? {}) as { from?: string; to?: string };
      const amount = String(value ?? '').trim();
      if (!/^\d+(\.\d+)?$/.test(amount)) return null;
      if (operator !== '<=' && operator !== '<') range.from = amount;
      if (operator !== '>=' && operator !== '>') range.to = amount;
      filter.price = range;
    } else {
      return null;
    }
  }
  return Object.keys(filter).length > 0 ? filter : null;
}

/** A widget directive's parameters as a products query; null for other widgets or conditions we cannot express. */
export function productWidgetFromDirective(parameters: Record<string, string>): ProductWidget | null {
  if (!PRODUCTS_LIST_TYPE.test(parameters.type ?? '')) return null;
  const conditions = decodeWidgetConditions(parameters.conditions_encoded ?? '');
  const list = conditions ? productConditions(conditions) : null;
  const filter = list ? filterFor(list) : null;
  if (!filter) return null;
  const count = Number.parseInt(parameters.products_count ?? '', 10);
  const pageSize = Math.min(Number.isFinite(count) && count > 0 ? count : DEFAULT_PRODUCTS_COUNT, MAX_PRODUCTS_COUNT);
  const sortOrder = parameters.sort_order ?? '';
  const skuList = (filter.sku as { in?: string[] } | undefined)?.in;
  const widget: ProductWidget = { title: parameters.title?.trim() || null, filter, pageSize };
  if (SORT_ORDERS[sortOrder]) widget.sort = SORT_ORDERS[sortOrder];
  else if (skuList && (sortOrder === 'position_by_sku' || !sortOrder)) widget.order = { key: 'sku', values: skuList };
  return widget;
}

/**
 * A widget Magento has already rendered (a real Magento's GraphQL CMS content runs the widget filter): the
 * products it chose, in its order, by the sku on each item (or the url key of its link), and its title.
 */
function productWidgetFromRendered(block: Element): ProductWidget | null {
  const title = block.querySelector('.block-title strong, .block-title')?.textContent?.trim() || null;
  const skus = [...new Set([...block.querySelectorAll('[data-product-sku]')].map((node) => node.getAttribute('data-product-sku') ?? ''))].filter(
    Boolean
  );
  if (skus.length > 0) {
    return { title, filter: { sku: { in: skus } }, pageSize: Math.min(skus.length, MAX_PRODUCTS_COUNT), order: { key: 'sku', values: skus } };
  }
  const urlKeys = [...block.querySelectorAll('a.product-item-link[href]')]
    .map(
      (link) =>
        new URL(link.getAttribute('href') ?? '', 'http://shop.invalid').pathname
          .split('/')
          .pop()
          ?.replace(/\.[^.]*$/, '') ?? ''
    )
    .filter(Boolean);
  const unique = [...new Set(urlKeys)];
  if (unique.length === 0) return null;
  return {
    title,
    filter: { url_key: { in: unique } },
    pageSize: Math.min(unique.length, MAX_PRODUCTS_COUNT),
    order: { key: 'url_key', values: unique }
  };
}

const placeholder = (index: number) => `<div ${PRODUCT_WIDGET_ATTRIBUTE}="${index}"></div>`;

/**
 * Finds the product list widgets in CMS HTML, as a directive or as Magento rendered it, and puts an empty
 * placeholder in the place of each; widgets that cannot become a products query are dropped (nothing shown).
 * Runs before sanitising: a rendered widget's skus sit on forms, which the sanitiser removes.
 */
export function extractProductWidgets(html: string): { html: string; widgets: ProductWidget[] } {
  const widgets: ProductWidget[] = [];
  let output = html.replace(WIDGET_DIRECTIVE, (directive, parameterText: string) => {
    const parameters = parseParameters(parameterText);
    if (!PRODUCTS_LIST_TYPE.test(parameters.type ?? '')) return directive;
    const widget = productWidgetFromDirective(parameters);
    if (!widget) return '';
    widgets.push(widget);
    return placeholder(widgets.length - 1);
  });
  if (/block-products-list|data-content-type="products"/.test(output) && typeof document !== 'undefined') {
    const template = document.createElement('template');
    template.innerHTML = output;
    const blocks = [...template.content.querySelectorAll('[data-content-type="products"], .block-products-list')].filter(
      (block) => !block.parentElement?.closest('[data-content-type="products"], .block-products-list')
    );
    for (const block of blocks) {
      if (block.querySelector(`[${PRODUCT_WIDGET_ATTRIBUTE}]`)) continue;
      const widget = productWidgetFromRendered(block);
      const replacement = document.createElement('div');
      if (widget) {
        widgets.push(widget);
        replacement.setAttribute(PRODUCT_WIDGET_ATTRIBUTE, String(widgets.length - 1));
        block.replaceWith(replacement);
      } else {
        block.remove();
      }
    }
    if (blocks.length > 0) output = template.innerHTML;
  }
  return { html: output, widgets };
}
