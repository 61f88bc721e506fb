import type { RequestContext } from '../shop';
import type { ProductRow, CustomOptionRow, BundleSelectionRow, PriceType } from '../db/catalog';
import { optionPrice, labelIn } from './productOptions';
import { fromUid } from './uid';

/*
 * What a shopper chose for one cart line beyond the product itself, as Magento's buy request holds it: bundle
 * selections with their quantities, customizable option values (ids of values, or entered text), downloadable links.
 * Choices arrive as Magento's uids (base64 of "bundle/<option>/<selection>/<qty>", "custom-option/<option>/<value>",
 * "downloadable/<link>", "grouped/<product>/<qty>"; entered options "custom-option/<option>" with the text, or
 * "bundle/<option>/<selection>" with a quantity). Stored on the cart line as JSON, in a canonical order, so two adds
 * of the same product with the same choices are one line.
 */

export interface Chosen {
  bundle?: { option: number; selection: number; qty: number }[];
  custom?: { option: number; values?: number[]; text?: string }[];
  links?: number[];
}

/** Magento's texts for a choice it refuses (Catalog, Bundle, Downloadable, GroupedProduct modules). */
export const CHOICE_ERRORS = {
  requiredCustom: "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
  tooLong: 'The text is too long. Shorten the text and try again.',
  unavailableValue: 'Some of the selected item options are not currently available.',
  date: 'Please specify date required option(s).',
  bundleNone: 'Please specify product option(s).',
  bundleRequired: 'Please select all required options.',
  bundleUnavailable: 'The required options you selected are not available.',
  links: 'Please specify product link(s).',
  grouped: 'Please specify the quantity of product(s).',
  /** The stock item's refusal of a quantity that is not whole (no product here sells in fractions). */
  decimalQty: 'You cannot use decimal quantity for this product.'
} as const;

export class ChoiceError extends Error {}

/** The uids of a request, decoded into their parts ("bundle/1/2/1" → ['bundle', '1', '2', '1']); undecodable ones dropped. */
const decoded = (uids: (string | null | undefined)[] | null | undefined) =>
  (uids ?? []).filter((u): u is string => !!u).map((u) => fromUid(u).split('/'));

export interface ChoiceRequest {
  selected_options?: (string | null)[] | null;
  entered_options?: ({ uid: string; value: string } | null)[] | null;
}

/** The grouped product's parts with the quantities asked for (zero quantities left out); refused when there are none. */
export function groupedChoice(ctx: RequestContext, product: ProductRow, req: ChoiceRequest): { productId: number; qty: number }[] {
  const links = ctx.shop.data.catalog.groupedLinks(product.id);
  const asked = decoded(req.selected_options).filter((p) => p[0] === 'grouped');
  const parts = asked.map(([, id, qty]) => ({ productId: Number(id), qty: Number(qty) })).filter((p) => p.qty > 0);
  if (!parts.length || parts.some((p) => !links.some((l) => l.child_id === p.productId) || !Number.isFinite(p.qty))) {
    throw new ChoiceError(CHOICE_ERRORS.grouped);
  }
  return parts;
}

/**
 * The choices of a request for `product`, checked as Magento checks them (required options, known values, text
 * lengths, dates, bundle selections, downloadable links), with Magento's message when refused.
 */
export function chosenFor(ctx: RequestContext, product: ProductRow, req: ChoiceRequest): Chosen {
  const selected = decoded(req.selected_options);
  const entered = (req.entered_options ?? [])
    .filter((e): e is { uid: string; value: string } => !!e)
    .map((e) => ({ parts: fromUid(e.uid).split('/'), value: e.value }));
  const chosen: Chosen = {};
  const custom = customChoice(ctx, product, selected, entered);
  if (custom.length) chosen.custom = custom;
  if (product.type === 'bundle') chosen.bundle = bundleChoice(ctx, product, selected, entered);
  if (product.type === 'downloadable') {
    const links = downloadableChoice(ctx, product, selected);
    if (links.length) chosen.links = links;
  }
  return chosen;
}

/** Only the customizable options of a request (for a line whose other choices stay), checked as chosenFor does. */
export function customOptionsChosen(ctx: RequestContext, product: ProductRow, entered: { uid: string; value: string }[]): Chosen['custom'] {
  const custom = customChoice(
    ctx,
    product,
    [],
    entered.map((e) => ({ parts: fromUid(e.uid).split('/'), value: e.value }))
  );
  return custom.length ? custom : undefined;
}

function customChoice(
  ctx: RequestContext,
  product: ProductRow,
  selected: string[][],
  entered: { parts: string[]; value: string }[]
): NonNullable<Chosen['custom']> {
  const { catalog } = ctx.shop.data;
  const options = catalog.customOptions(product.id);
  const values = catalog.customOptionValues(product.id);
  const out: NonNullable<Chosen['custom']> = [];
  const picked = selected.filter((p) => p[0] === 'custom-option');
  const typed = entered.filter((e) => e.parts[0] === 'custom-option');
  // A choice of an option this product does not have cannot be honoured.
  for (const [, optionId] of [...picked, ...typed.map((t) => t.parts)]) {
    if (!options.some((o) => o.id === Number(optionId))) throw new ChoiceError(CHOICE_ERRORS.unavailableValue);
  }
  for (const o of options) {
    if (isTextOption(o)) {
      const text = typed.find((t) => Number(t.parts[1]) === o.id)?.value ?? picked.find((p) => Number(p[1]) === o.id)?.[2];
      const value = text?.replace(/\r\n/g, '\n').trim() ?? '';
      if (!value) {
        if (o.required) throw new ChoiceError(CHOICE_ERRORS.requiredCustom);
        continue;
      }
      if (o.type === 'date' && !isDate(value)) throw new ChoiceError(CHOICE_ERRORS.date);
      if (o.max_characters && [...value].length > o.max_characters) throw new ChoiceError(CHOICE_ERRORS.tooLong);
      out.push({ option: o.id, text: o.type === 'date' ? normalisedDate(value) : value });
      continue;
    }
    const ids = [
      ...new Set([
        ...picked.filter((p) => Number(p[1]) === o.id).map((p) => Number(p[2])),
        // An entered value of a choice option holds value ids too (Magento accepts "1,2" for a multiple select).
        ...typed.filter((t) => Number(t.parts[1]) === o.id).flatMap((t) => t.value.split(',').map(Number))
      ])
    ].sort((a, b) => a - b);
    if (!ids.length) {
      if (o.required) throw new ChoiceError(CHOICE_ERRORS.requiredCustom);
      continue;
    }
    const own = values.filter((v) => v.option_id === o.id);
    const single = o.type === 'drop_down' || o.type === 'radio';
    if (ids.some((id) => !own.some((v) => v.id === id)) || (single && ids.length > 1)) throw new ChoiceError(CHOICE_ERRORS.unavailableValue);
    out.push({ option: o.id, values: ids });
  }
  return out;
}

export const isTextOption = (o: CustomOptionRow) => o.type === 'field' || o.type === 'area' || o.type === 'date';
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) && Number(m[4] ?? 0) < 24 && Number(m[5] ?? 0) < 60;
}
/** As Magento stores a date option: "YYYY-MM-DD HH:MM:SS". */
const normalisedDate = (value: string) => {
  const m = DATE.exec(value)!;
  return `${m[1]}-${m[2]}-${m[3]} ${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}`;
};

function bundleChoice(
  ctx: RequestContext,
  product: ProductRow,
  selected: string[][],
  entered: { parts: string[]; value: string }[]
): NonNullable<Chosen['bundle']> {
  const { catalog } = ctx.shop.data;
  const options = catalog.bundleOptions(product.id);
  const selections = catalog.bundleSelections(product.id);
  const asked = [
    ...selected.filter((p) => p[0] === 'bundle').map(([, o, s, q]) => ({ option: Number(o), selection: Number(s), qty: Number(q) })),
    ...entered
      .filter((e) => e.parts[0] === 'bundle')
      .map((e) => ({ option: Number(e.parts[1]), selection: Number(e.parts[2]), qty: Number(e.value) }))
  ];
  if (!asked.length) throw new ChoiceError(CHOICE_ERRORS.bundleNone);
  const out = new Map<number, { option: number; selection: number; qty: number }>();
  for (const a of asked) {
    const s = selections.find((x) => x.id === a.selection && x.option_id === a.option);
    if (!s) throw new ChoiceError(CHOICE_ERRORS.bundleUnavailable);
    const part = catalog.productsByIds(ctx.store.id, [s.product_id])[0];
    // The quantity is the shopper's only where the selection lets them change it; a part is sold whole, as its own
    // stock item says, so 0.001 of the required mugs is refused, not priced and taken from stock.
    const qty = s.can_change_qty && a.qty > 0 && Number.isFinite(a.qty) ? a.qty : s.qty;
    if (!Number.isInteger(qty)) throw new ChoiceError(CHOICE_ERRORS.decimalQty);
    if (!part || part.qty < qty) throw new ChoiceError(CHOICE_ERRORS.bundleUnavailable);
    out.set(s.id, { option: s.option_id, selection: s.id, qty });
  }
  const list = [...out.values()].sort((a, b) => a.option - b.option || a.selection - b.selection);
  for (const o of options) {
    const inOption = list.filter((x) => x.option === o.id);
    if (o.required && !inOption.length) throw new ChoiceError(CHOICE_ERRORS.bundleRequired);
    if ((o.type === 'select' || o.type === 'radio') && inOption.length > 1) throw new ChoiceError(CHOICE_ERRORS.bundleUnavailable);
  }
  return list;
}

function downloadableChoice(ctx: RequestContext, product: ProductRow, selected: string[][]): number[] {
  const links = ctx.shop.data.catalog.downloadableLinks(product.id);
  const ids = [...new Set(selected.filter((p) => p[0] === 'downloadable').map((p) => Number(p[1])))].sort((a, b) => a - b);
  if (ids.some((id) => !links.some((l) => l.id === id))) throw new ChoiceError(CHOICE_ERRORS.links);
  // Links sold together are all bought with the product; chosen one by one, at least one is needed.
  if (!product.links_purchased_separately) return links.map((l) => l.id);
  if (!ids.length) throw new ChoiceError(CHOICE_ERRORS.links);
  return ids;
}

/** Magento's price of a quantity: the final price, or a tier's when it is lower for that many. */
export function basePriceFor(ctx: RequestContext, product: ProductRow, qty: number): number {
  const tier = ctx.shop.data.catalog
    .tierPrices(product.id)
    .filter((t) => t.qty <= qty)
    .reduce((low, t) => Math.min(low, t.price_cents), Number.POSITIVE_INFINITY);
  return Math.min(product.final_price_cents, tier);
}

/** The parts of a line's unit price, in base-currency cents. */
export interface LinePrice {
  unit: number;
  /** The unit price before tier prices (Magento's original item price): the regular price with the same choices. */
  original: number;
  /** The unit price before customizable options: what their percentages are of. */
  beforeOptions: number;
}

/**
 * A cart line's unit price in base-currency cents for `qty` of it, with what was chosen. `owner` holds the
 * customizable options: the product itself, or the configurable product a variant was chosen from.
 */
export function linePrice(ctx: RequestContext, product: ProductRow, chosen: Chosen, qty: number, owner: ProductRow = product): LinePrice {
  const { catalog } = ctx.shop.data;
  const of = (base: number, regular: number) => {
    let unit = base;
    let original = regular;
    if (product.type === 'bundle') {
      const selections = catalog.bundleSelections(product.id);
      for (const c of chosen.bundle ?? []) {
        const s = selections.find((x) => x.id === c.selection)!;
        unit += selectionPrice(ctx, product, s, base) * c.qty;
        original += selectionPrice(ctx, product, s, regular) * c.qty;
      }
    }
    if (product.type === 'downloadable' && product.links_purchased_separately) {
      const links = catalog.downloadableLinks(product.id);
      const sum = (chosen.links ?? []).reduce((s, id) => s + (links.find((l) => l.id === id)?.price_cents ?? 0), 0);
      unit += sum;
      original += sum;
    }
    const custom = customOptionsPrice(ctx, owner, chosen, unit);
    return { unit: unit + custom, original: original + customOptionsPrice(ctx, owner, chosen, original), beforeOptions: unit };
  };
  if (product.type === 'bundle') {
    // A dynamic bundle has no price of its own: its parts make it.
    const own = product.dynamic_price ? 0 : product.price_cents;
    return of(own, own);
  }
  return of(basePriceFor(ctx, product, qty), product.price_cents);
}

/** A bundle selection's price for one of it: the part's own in a dynamic bundle, the selection's in a fixed one. */
function selectionPrice(ctx: RequestContext, bundle: ProductRow, s: BundleSelectionRow, base: number): number {
  if (bundle.dynamic_price) return ctx.shop.data.catalog.productsByIds(ctx.store.id, [s.product_id])[0]?.final_price_cents ?? 0;
  return optionPrice(base, s.price_cents, s.price_type);
}

function customOptionsPrice(ctx: RequestContext, product: ProductRow, chosen: Chosen, base: number): number {
  if (!chosen.custom?.length) return 0;
  const { catalog } = ctx.shop.data;
  const options = catalog.customOptions(product.id);
  const values = catalog.customOptionValues(product.id);
  let sum = 0;
  for (const c of chosen.custom) {
    const o = options.find((x) => x.id === c.option);
    if (!o) continue;
    if (c.text != null) sum += optionPrice(base, o.price_cents, o.price_type);
    for (const id of c.values ?? []) {
      const v = values.find((x) => x.id === id);
      if (v) sum += optionPrice(base, v.price_cents, v.price_type);
    }
  }
  return sum;
}

/**
 * What was chosen for a line, in words of the store view and base-currency cents per unit of the line: what cart
 * items show, and what an order keeps (sales_order_item.chosen) once the catalogue may have changed.
 */
export interface ChoiceDescription {
  custom?: {
    id: number;
    label: string;
    type: CustomOptionRow['type'];
    required: boolean;
    position: number;
    values: { id: number | null; label: string; value: string; cents: number; priceType: PriceType; percent: number }[];
  }[];
  bundle?: {
    id: number;
    label: string;
    type: string;
    values: { id: number; qty: number; name: string; sku: string; cents: number; originalCents: number }[];
  }[];
  links?: { id: number; title: string; position: number; cents: number }[];
}

export function describeChoices(ctx: RequestContext, product: ProductRow, owner: ProductRow, chosen: Chosen, price: LinePrice): ChoiceDescription {
  const { catalog } = ctx.shop.data;
  const out: ChoiceDescription = {};
  if (chosen.custom?.length) {
    const options = catalog.customOptions(owner.id);
    const values = catalog.customOptionValues(owner.id);
    out.custom = chosen.custom.flatMap((c) => {
      const o = options.find((x) => x.id === c.option);
      if (!o) return [];
      const priced = (cents: number, type: PriceType) => ({
        cents: optionPrice(price.beforeOptions, cents, type),
        priceType: type,
        percent: cents / 100
      });
      const list =
        c.text != null
          ? [{ id: null, label: '', value: c.text, ...priced(o.price_cents, o.price_type) }]
          : (c.values ?? []).flatMap((id) => {
              const v = values.find((x) => x.id === id);
              return v ? [{ id: v.id, label: labelIn(ctx, v.title), value: String(v.id), ...priced(v.price_cents, v.price_type) }] : [];
            });
      return [{ id: o.id, label: labelIn(ctx, o.title), type: o.type, required: !!o.required, position: o.position, values: list }];
    });
  }
  if (chosen.bundle?.length) {
    const options = catalog.bundleOptions(product.id);
    const selections = catalog.bundleSelections(product.id);
    const own = product.dynamic_price ? 0 : product.price_cents;
    out.bundle = options.flatMap((o) => {
      const mine = chosen.bundle!.filter((c) => c.option === o.id);
      if (!mine.length) return [];
      const values = mine.map((c) => {
        const s = selections.find((x) => x.id === c.selection)!;
        const part = catalog.productsByIds(ctx.store.id, [s.product_id])[0];
        const cents = selectionPrice(ctx, product, s, own);
        const originalCents = product.dynamic_price ? (part?.price_cents ?? cents) : cents;
        return { id: s.id, qty: c.qty, name: part?.name ?? '', sku: part?.sku ?? '', cents, originalCents };
      });
      return [{ id: o.id, label: labelIn(ctx, o.title), type: o.type, values }];
    });
  }
  if (chosen.links?.length) {
    const links = catalog.downloadableLinks(product.id);
    out.links = chosen.links.flatMap((id) => {
      const l = links.find((x) => x.id === id);
      return l
        ? [{ id: l.id, title: labelIn(ctx, l.title), position: l.position, cents: product.links_purchased_separately ? l.price_cents : 0 }]
        : [];
    });
  }
  return out;
}

export const parseChosen = (json: string | null | undefined): Chosen => (json ? (JSON.parse(json) as Chosen) : {});
/** The stored form: null when nothing was chosen, so lines without choices keep matching lines made before choices existed. */
export const storedChosen = (chosen: Chosen): string | null =>
  chosen.custom || chosen.bundle || chosen.links ? JSON.stringify({ custom: chosen.custom, bundle: chosen.bundle, links: chosen.links }) : null;
