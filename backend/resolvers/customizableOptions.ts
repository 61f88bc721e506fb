import type { RequestContext } from '../shop';
import type { ProductRow, CustomOptionRow, CustomOptionValueRow, PriceType } from '../db/catalog';
import { labelIn } from '../domain/productOptions';
import { convertCents } from '../domain/money';
import { uid } from '../domain/uid';
import type { ResolversInterfaceTypes, ResolversTypes } from './types.generated';

/** Magento's GraphQL type of each kind of customizable option. */
const OPTION_TYPENAMES = {
  field: 'CustomizableFieldOption',
  area: 'CustomizableAreaOption',
  drop_down: 'CustomizableDropDownOption',
  radio: 'CustomizableRadioOption',
  checkbox: 'CustomizableCheckboxOption',
  multiple: 'CustomizableMultipleOption',
  date: 'CustomizableDateOption'
} as const;

/** An option value's price as Magento's storefront shows it: money in the shown currency, or the percentage itself. */
export const shownOptionPrice = (ctx: RequestContext, cents: number, type: PriceType) =>
  type === 'PERCENT' ? cents / 100 : convertCents(cents, ctx.rate) / 100;

/** The customizable options of a product (Magento's `options`), each with its uid "custom-option/<id>" (values "…/<value id>"). */
export function customizableOptions(ctx: RequestContext, p: ProductRow) {
  const { catalog } = ctx.shop.data;
  const options = catalog.customOptions(p.id);
  if (!options.length) return [];
  const values = catalog.customOptionValues(p.id);
  return options.map((o) =>
    optionOut(
      ctx,
      p,
      o,
      values.filter((v) => v.option_id === o.id)
    )
  );
}

type CustomizableOptionOut = ResolversInterfaceTypes<ResolversTypes>['CustomizableOptionInterface'];

function optionOut(ctx: RequestContext, p: ProductRow, o: CustomOptionRow, values: CustomOptionValueRow[]): CustomizableOptionOut {
  const common = {
    option_id: o.id,
    uid: uid(`custom-option/${o.id}`),
    title: labelIn(ctx, o.title),
    required: !!o.required,
    sort_order: o.position
  };
  const own = {
    uid: uid(`custom-option/${o.id}`),
    price: shownOptionPrice(ctx, o.price_cents, o.price_type),
    price_type: o.price_type,
    sku: o.sku
  };
  if (o.type === 'field' || o.type === 'area')
    return { __typename: OPTION_TYPENAMES[o.type], ...common, product_sku: p.sku, value: { ...own, max_characters: o.max_characters ?? 0 } };
  if (o.type === 'date') return { __typename: OPTION_TYPENAMES.date, ...common, product_sku: p.sku, value: { ...own, type: 'DATE' as const } };
  return {
    __typename: OPTION_TYPENAMES[o.type],
    ...common,
    value: values.map((v) => ({
      uid: uid(`custom-option/${o.id}/${v.id}`),
      option_type_id: v.id,
      title: labelIn(ctx, v.title),
      sort_order: v.position,
      price: shownOptionPrice(ctx, v.price_cents, v.price_type),
      price_type: v.price_type,
      sku: v.sku
    }))
  };
}
