import type { RequestContext } from '../shop';
import type { ChoiceDescription } from '../domain/cartChoices';
import { amount } from '../domain/pricing';
import { convertCents } from '../domain/money';
import { uid } from '../domain/uid';

/*
 * What was chosen for a cart line as Magento's cart item fields show it: customizable_options (uids
 * "custom-option/<option>" and "…/<value>"), bundle_options (uids "bundle/<option>" and "…/<selection>/<qty>") and a
 * downloadable line's links. Prices in the request's currency; a percentage stays a percentage.
 */

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€' };

export function selectedCustomizableOptions(ctx: RequestContext, d: ChoiceDescription) {
  return (d.custom ?? []).map((o) => ({
    id: o.id,
    customizable_option_uid: uid(`custom-option/${o.id}`),
    label: o.label,
    type: o.type,
    is_required: o.required,
    sort_order: o.position,
    values: o.values.map((v) => ({
      id: v.id ?? o.id,
      customizable_option_value_uid: uid(v.id == null ? `custom-option/${o.id}` : `custom-option/${o.id}/${v.id}`),
      label: v.label,
      value: v.value,
      price:
        v.priceType === 'PERCENT'
          ? { type: 'PERCENT' as const, units: '%', value: v.percent }
          : { type: 'FIXED' as const, units: SYMBOLS[ctx.currency] ?? ctx.currency, value: convertCents(v.cents, ctx.rate) / 100 }
    }))
  }));
}

export function selectedBundleOptions(ctx: RequestContext, d: ChoiceDescription) {
  return (d.bundle ?? []).map((o) => ({
    id: o.id,
    uid: uid(`bundle/${o.id}`),
    label: o.label,
    type: o.type,
    values: o.values.map((v) => {
      const price = convertCents(v.cents, ctx.rate);
      return {
        id: v.id,
        uid: uid(`bundle/${o.id}/${v.id}/${v.qty}`),
        label: v.name,
        quantity: v.qty,
        price: price / 100,
        priceV2: amount(price, ctx.currency),
        original_price: amount(convertCents(v.originalCents, ctx.rate), ctx.currency)
      };
    })
  }));
}

export const chosenLinks = (ctx: RequestContext, d: ChoiceDescription) =>
  (d.links ?? []).map((l) => ({
    id: l.id,
    uid: uid(`downloadable/${l.id}`),
    title: l.title,
    sort_order: l.position,
    price: convertCents(l.cents, ctx.rate) / 100
  }));
