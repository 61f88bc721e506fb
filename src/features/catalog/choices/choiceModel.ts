import { isPresent } from '../../../lib/isPresent';
import type { MergedUnion } from '../../../graphql/mergedUnion';
import type { ProductChoicesDetail } from '../catalogTypes';

// The product page's choices beyond a configurable product's attributes, as one model for every product type:
// Magento's customizable options, a bundle's items, a downloadable product's links, a grouped product's children.
// Pure: the form's hook keeps the state, this file reads the product, prices a choice, checks it and writes what
// addProductsToCart takes (uids as Magento encodes them: BundleGraphQl, DownloadableGraphQl, CatalogGraphQl).

/** How a choice is made: Magento's customizable option kinds (a bundle's select/multi map to drop_down/multiple). */
export type ChoiceKind = 'field' | 'area' | 'date' | 'date_time' | 'time' | 'drop_down' | 'radio' | 'checkbox' | 'multiple';

export interface ChoiceValue {
  uid: string;
  label: string;
  /** What one unit of it adds to the product's unit price. */
  price: number;
  isInStock: boolean;
  isDefault: boolean;
  /** A bundle selection's default quantity (1 elsewhere). */
  quantity: number;
  sampleUrl?: string;
}

export interface ChoiceField {
  /** The option's uid (a customizable option, a bundle item) or `links` for a downloadable product's links. */
  key: string;
  source: 'custom' | 'bundle' | 'links';
  kind: ChoiceKind;
  label: string;
  required: boolean;
  /** What entering something in a text or date field adds. */
  price: number;
  maxCharacters?: number;
  values: ChoiceValue[];
  /** A bundle item whose single selection may be bought in another quantity. */
  quantityEditable: boolean;
}

export interface GroupedChild {
  sku: string;
  name: string;
  price: number;
  currency: string | null;
  isInStock: boolean;
  defaultQuantity: number;
}

export interface TierOffer {
  quantity: number;
  price: number;
  percentOff: number;
}

/** The shopper's choices: value uids per field, entered texts per field, quantities per bundle item and grouped child. */
export interface ChoiceState {
  chosen: Record<string, string[]>;
  entered: Record<string, string>;
  quantities: Record<string, string>;
}

export type ChoiceProblem = 'required' | 'requiredEntry' | 'tooLong' | 'quantity' | 'links' | 'grouped';

export interface CartChoice {
  selectedOptions: string[];
  enteredOptions: Array<{ uid: string; value: string }>;
  /** A grouped product's children, each its own cart line. */
  children: Array<{ sku: string; quantity: number }>;
}

/** A customizable option of any kind; the kinds answer their values under their own alias. */
type CustomOption = MergedUnion<NonNullable<NonNullable<ProductChoicesDetail['options']>[number]>>;

type Money = { value?: number | null } | null | undefined;
const amount = (money: Money) => money?.value ?? 0;
const SELECTABLE: ReadonlySet<ChoiceKind> = new Set(['drop_down', 'radio', 'checkbox', 'multiple']);
export const isSelectable = (kind: ChoiceKind) => SELECTABLE.has(kind);
const BUNDLE_KINDS: Record<string, ChoiceKind> = { select: 'drop_down', radio: 'radio', checkbox: 'checkbox', multi: 'multiple' };
// Customizable options by type: those answering one `entry` (a date's kind is in it) and those answering a list.
const ENTRY_KINDS: Record<string, ChoiceKind> = { CustomizableFieldOption: 'field', CustomizableAreaOption: 'area' };
const LIST_KINDS: Record<string, ChoiceKind> = {
  CustomizableDropDownOption: 'drop_down',
  CustomizableRadioOption: 'radio',
  CustomizableCheckboxOption: 'checkbox',
  CustomizableMultipleOption: 'multiple'
};

/** The unit price the choices add to: a fixed bundle's own price, nothing for a dynamic one, else the product's (by tier). */
export function basePrice(product: ProductChoicesDetail, quantity: number): number {
  if (product.bundleItems) {
    if (product.dynamic_price) return 0;
    return product.price_details?.main_final_price ?? amount(product.price_range.minimum_price.final_price) - cheapestRequired(product);
  }
  const offer = tierFor(tierOffers(product), quantity);
  const price = offer ? offer.price : ownPrice(product);
  // A download whose links are bought one by one is priced from its cheapest link: its own price is what is left.
  const links = product.links_purchased_separately ? (product.downloadable_product_links ?? []).map((link) => link?.price ?? 0) : [];
  return links.length ? Math.max(0, price - Math.min(...links)) : price;
}

/**
 * The product's own price: its minimum price counts its required customizable options' cheapest values (as Magento's
 * price_range does), which the shopper's choices add again. Percent-priced values are a share of the own price.
 */
function ownPrice(product: ProductChoicesDetail): number {
  const minimum = amount(product.price_range.minimum_price.final_price);
  let fixed = 0;
  let percent = 0;
  for (const answered of (product.options ?? []).filter(isPresent)) {
    const option: CustomOption = answered;
    if (!option.required) continue;
    const prices = option.entry ? [option.entry] : (option.value ?? []).filter(isPresent);
    if (!prices.length) continue;
    // The cheapest value as the backend chose it, priced against the minimum (close enough to pick the same one).
    const cheapest = prices.reduce((a, b) => (priceOf(b.price, b.price_type, minimum) < priceOf(a.price, a.price_type, minimum) ? b : a));
    if (cheapest.price_type === 'PERCENT') percent += cheapest.price ?? 0;
    else fixed += cheapest.price ?? 0;
  }
  return (minimum - fixed) / (1 + percent / 100);
}

/**
 * What a fixed-price bundle's cheapest configuration adds to its own price (its required items' cheapest fixed
 * selections): taken off its minimum price when the backend does not tell the bundle's own price (price_details).
 */
function cheapestRequired(product: ProductChoicesDetail): number {
  return (product.bundleItems ?? []).reduce((sum, item) => {
    const prices = (item?.required ? (item.options ?? []) : []).map((option) =>
      option?.price_type === 'PERCENT' ? 0 : (option?.price ?? 0) * (option?.quantity || 1)
    );
    return sum + (prices.length ? Math.min(...prices) : 0);
  }, 0);
}

const priceOf = (price: number | null | undefined, type: string | null | undefined, base: number) =>
  type === 'PERCENT' ? (base * (price ?? 0)) / 100 : (price ?? 0);

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** Every choice of the product, in the merchant's order: bundle items first, then links, then customizable options. */
export function choiceFields(product: ProductChoicesDetail): ChoiceField[] {
  const base = basePrice(product, 1);
  const bundle = (product.bundleItems ?? []).filter(isPresent).flatMap((item, index): Array<ChoiceField & { order: number }> => {
    if (!item.uid) return [];
    const kind = BUNDLE_KINDS[item.type ?? ''] ?? 'drop_down';
    const options = (item.options ?? []).filter(isPresent).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    const field: ChoiceField & { order: number } = {
      order: item.position ?? index,
      key: item.uid,
      source: 'bundle',
      kind,
      label: item.title ?? '',
      required: Boolean(item.required),
      price: 0,
      quantityEditable: (kind === 'drop_down' || kind === 'radio') && options.some((option) => option.can_change_quantity),
      values: options.map((option) => ({
        uid: option.uid,
        label: option.label ?? '',
        price: product.dynamic_price ? amount(option.product?.price_range.minimum_price.final_price) : priceOf(option.price, option.price_type, base),
        isInStock: option.product?.stock_status !== 'OUT_OF_STOCK',
        isDefault: Boolean(option.is_default),
        quantity: option.quantity && option.quantity > 0 ? option.quantity : 1
      }))
    };
    return [field];
  });
  const links: ChoiceField[] =
    product.links_purchased_separately && product.downloadable_product_links?.length
      ? [
          {
            key: 'links',
            source: 'links',
            kind: 'checkbox',
            label: product.links_title ?? '',
            required: true,
            price: 0,
            quantityEditable: false,
            values: product.downloadable_product_links
              .filter(isPresent)
              .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
              .map((link) => ({
                uid: link.uid,
                label: link.title ?? '',
                price: link.price ?? 0,
                isInStock: true,
                isDefault: false,
                quantity: 1,
                ...(link.sample_url ? { sampleUrl: link.sample_url } : {})
              }))
          }
        ]
      : [];
  const custom = (product.options ?? []).filter(isPresent).flatMap((answered): Array<ChoiceField & { order: number }> => {
    const option: CustomOption = answered;
    const common = {
      order: option.sort_order ?? 0,
      key: option.uid,
      source: 'custom' as const,
      label: option.title ?? '',
      required: Boolean(option.required),
      quantityEditable: false
    };
    const entry = option.entry;
    if (entry) {
      const kind: ChoiceKind = ENTRY_KINDS[option.__typename] ?? dateKind('type' in entry ? entry.type : null);
      const maxCharacters = ('max_characters' in entry ? entry.max_characters : null) ?? 0;
      return [{ ...common, kind, price: priceOf(entry.price, entry.price_type, base), values: [], ...(maxCharacters > 0 ? { maxCharacters } : {}) }];
    }
    const listed = option.value;
    if (!listed) return []; // a file option: not offered by this storefront
    const kind = LIST_KINDS[option.__typename];
    if (!kind) return [];
    const values = listed
      .filter(isPresent)
      .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
      .map((value) => ({
        uid: value.uid,
        label: value.title ?? '',
        price: priceOf(value.price, value.price_type, base),
        isInStock: true,
        isDefault: false,
        quantity: 1
      }));
    return [{ ...common, kind, price: 0, values }];
  });
  const unordered = ({ order: _order, ...field }: ChoiceField & { order: number }): ChoiceField => field;
  return [...bundle.sort(byOrder).map(unordered), ...links, ...custom.sort(byOrder).map(unordered)];
}

function dateKind(type: string | null | undefined): ChoiceKind {
  return type === 'DATE_TIME' ? 'date_time' : type === 'TIME' ? 'time' : 'date';
}

/** A grouped product's children in the merchant's order. */
export function groupedChildren(product: ProductChoicesDetail): GroupedChild[] {
  return (product.groupedItems ?? [])
    .filter(isPresent)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((item) =>
      item.product?.sku
        ? [
            {
              sku: item.product.sku,
              name: item.product.name ?? item.product.sku,
              price: amount(item.product.price_range.minimum_price.final_price),
              currency: item.product.price_range.minimum_price.final_price.currency ?? null,
              isInStock: item.product.stock_status !== 'OUT_OF_STOCK',
              defaultQuantity: item.qty ?? 0
            }
          ]
        : []
    );
}

/** The tier offers that are cheaper than the product's price, by quantity. */
export function tierOffers(product: ProductChoicesDetail): TierOffer[] {
  const price = ownPrice(product);
  return (product.price_tiers ?? [])
    .filter(isPresent)
    .map((tier) => ({
      quantity: tier.quantity ?? 0,
      price: amount(tier.final_price),
      percentOff: tier.discount?.percent_off ?? (price > 0 ? ((price - amount(tier.final_price)) / price) * 100 : 0)
    }))
    .filter((offer) => offer.quantity > 1 && offer.price < price)
    .sort((a, b) => a.quantity - b.quantity);
}

function tierFor(offers: TierOffer[], quantity: number): TierOffer | undefined {
  return offers.filter((offer) => quantity >= offer.quantity).pop();
}

/** The choices a product page starts with: a bundle's defaults, a grouped product's default quantities, and a preset. */
export function initialChoices(fields: ChoiceField[], children: GroupedChild[], preset: ChoicePreset = EMPTY_PRESET): ChoiceState {
  const state: ChoiceState = { chosen: {}, entered: {}, quantities: {} };
  for (const field of fields) {
    if (isSelectable(field.kind)) {
      const picked = field.values.filter((value) => preset.selected.some((uid) => sameSelection(uid, value.uid)));
      const chosen = picked.length ? picked : field.values.filter((value) => value.isDefault && value.isInStock);
      if (chosen.length) state.chosen[field.key] = chosen.map((value) => value.uid);
      if (field.quantityEditable && chosen[0]) {
        const presetQuantity = picked.length ? bundleQuantity(preset.selected.find((uid) => sameSelection(uid, chosen[0].uid)) ?? '') : undefined;
        state.quantities[field.key] = String(presetQuantity ?? chosen[0].quantity);
      }
    } else if (preset.entered[field.key] !== undefined) {
      state.entered[field.key] = preset.entered[field.key];
    }
  }
  for (const child of children) state.quantities[child.sku] = String(child.isInStock ? child.defaultQuantity : 0);
  return state;
}

/** Choices carried in a URL (a cart line's "Edit"): the chosen value uids and the entered texts by option uid. */
export interface ChoicePreset {
  selected: string[];
  entered: Record<string, string>;
}
const EMPTY_PRESET: ChoicePreset = { selected: [], entered: {} };

// Magento's uids are base64 of a path: `bundle/<option id>/<selection id>/<quantity>` for a bundle selection.
function decodeUid(uid: string): string[] {
  try {
    return atob(uid).split('/');
  } catch {
    return [];
  }
}

function bundleQuantity(uid: string): number | undefined {
  const parts = decodeUid(uid);
  const quantity = parts[0] === 'bundle' && parts.length === 4 ? Number(parts[3]) : NaN;
  return quantity > 0 ? quantity : undefined;
}

/** The same value, a bundle selection matched whatever quantity its uid carries. */
function sameSelection(a: string, b: string): boolean {
  if (a === b) return true;
  const [x, y] = [decodeUid(a), decodeUid(b)];
  return x[0] === 'bundle' && y[0] === 'bundle' && x[1] === y[1] && x[2] === y[2];
}

/** A bundle selection's uid for another quantity (Magento reads the quantity from the uid's last part). */
export function bundleSelectionUid(uid: string, quantity: number): string {
  const parts = decodeUid(uid);
  if (parts[0] !== 'bundle' || parts.length !== 4) return uid;
  return btoa([...parts.slice(0, 3), String(quantity)].join('/'));
}

export const parseQuantity = (text: string | undefined) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : NaN;
};

/** The unit price the choices make (Magento's "Price as configured"). */
export function configuredPrice(product: ProductChoicesDetail, fields: ChoiceField[], state: ChoiceState, quantity: number): number {
  let price = basePrice(product, quantity);
  for (const field of fields) {
    if (isSelectable(field.kind)) {
      const times = field.quantityEditable ? parseQuantity(state.quantities[field.key]) || 0 : undefined;
      for (const value of field.values) {
        if (state.chosen[field.key]?.includes(value.uid)) price += value.price * (times ?? value.quantity);
      }
    } else if (state.entered[field.key]?.trim()) {
      price += field.price;
    }
  }
  return price;
}

/** What is wrong with the choices, by field key (a grouped product's quantities under `grouped`). */
export function choiceProblems(fields: ChoiceField[], children: GroupedChild[], state: ChoiceState): Record<string, ChoiceProblem> {
  const problems: Record<string, ChoiceProblem> = {};
  for (const field of fields) {
    if (isSelectable(field.kind)) {
      const chosen = state.chosen[field.key] ?? [];
      if (field.required && !chosen.length) problems[field.key] = field.source === 'links' ? 'links' : 'required';
      else if (field.quantityEditable && chosen.length && !(parseQuantity(state.quantities[field.key]) >= 1)) problems[field.key] = 'quantity';
    } else {
      const text = (state.entered[field.key] ?? '').trim();
      if (field.required && !text) problems[field.key] = 'requiredEntry';
      else if (field.maxCharacters && text.length > field.maxCharacters) problems[field.key] = 'tooLong';
    }
  }
  if (children.length) {
    const quantities = children.map((child) => parseQuantity(state.quantities[child.sku]));
    if (quantities.some(Number.isNaN) || !quantities.some((quantity) => quantity > 0)) problems.grouped = 'grouped';
  }
  return problems;
}

/** A date field's text as Magento's GraphQL takes it (`Y-m-d H:i:s`). */
function magentoDate(kind: ChoiceKind, text: string): string {
  if (kind === 'date') return `${text} 00:00:00`;
  if (kind === 'time') return `1970-01-01 ${text.slice(0, 5)}:00`;
  if (kind === 'date_time') return `${text.replace('T', ' ').slice(0, 16)}:00`;
  return text;
}

/** The choices as addProductsToCart takes them (the choices must have no problems). */
export function cartChoice(fields: ChoiceField[], children: GroupedChild[], state: ChoiceState): CartChoice {
  const selectedOptions: string[] = [];
  const enteredOptions: CartChoice['enteredOptions'] = [];
  for (const field of fields) {
    if (isSelectable(field.kind)) {
      for (const uid of state.chosen[field.key] ?? []) {
        const quantity = field.quantityEditable ? parseQuantity(state.quantities[field.key]) : NaN;
        selectedOptions.push(quantity >= 1 ? bundleSelectionUid(uid, quantity) : uid);
      }
    } else {
      const text = (state.entered[field.key] ?? '').trim();
      if (text) enteredOptions.push({ uid: field.key, value: magentoDate(field.kind, text) });
    }
  }
  return {
    selectedOptions,
    enteredOptions,
    children: children.flatMap((child) => {
      const quantity = parseQuantity(state.quantities[child.sku]);
      return quantity > 0 ? [{ sku: child.sku, quantity }] : [];
    })
  };
}
