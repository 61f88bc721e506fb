import type { RequestContext } from '../shop';
import type { CartRow, CartItemRow, CouponRow } from '../db/cart';
import type { ProductRow } from '../db/catalog';
import { convertCents, percentOf } from './money';
import { linePrice, parseChosen, type Chosen, type LinePrice } from './cartChoices';
import { parseAddress } from './address';

/*
 * Money is kept in integer cents of the base currency (USD). An amount shown in another currency is converted once,
 * rounded half up to the cent, and totals in that currency are sums of converted parts: a line is its converted unit
 * price times the quantity, the subtotal the sum of the lines, the grand total subtotal - discounts + shipping + taxes. So what
 * a shopper reads adds up, in the cart and in the order, whatever the rate.
 */

export const FREE_SHIPPING_THRESHOLD_CENTS = 100_00;
export const FLAT_RATE_PER_ITEM_CENTS = 5_00;

/** An amount of money in a currency (ISO 4217 code), as GraphQL's Money. */
export interface Amount {
  value: number;
  currency: string;
}
export const amount = (cents: number, currency: string): Amount => ({ value: cents / 100, currency });
/** Base-currency cents shown in the request's display currency. */
export const money = (ctx: RequestContext, baseCents: number): Amount => amount(convertCents(baseCents, ctx.rate), ctx.currency);

export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  cents: number;
  /** A carrier that does not ship to the address says why (Magento's rate error, listed when `showmethod` is set); it cannot be chosen. */
  unavailable?: string;
}

/** Magento's default `carriers/<code>/specificerrmsg`. */
const NOT_AVAILABLE_MESSAGE = 'This shipping method is not available. To use this shipping method, please contact us.';

/**
 * A carrier's limits in a store view's config (`carriers.<code>`): `excluded_regions` (region codes it does not ship
 * to; the embedded backend's stand-in for a region-limited carrier such as a table rate without rows for them), and
 * Magento's `showmethod` (list it with its `specificerrmsg` where it does not ship, instead of leaving it out).
 */
interface CarrierLimits {
  excluded_regions?: string[];
  showmethod?: boolean;
  specificerrmsg?: string;
}

/** Flat rate per item, and free shipping from the threshold on, where the store view's carrier limits let it ship. */
export function shippingMethods(ctx: RequestContext, subtotalCents: number, qty: number, addressJson: string | null): ShippingMethod[] {
  const list: ShippingMethod[] = [
    { carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', cents: FLAT_RATE_PER_ITEM_CENTS * qty }
  ];
  if (subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS) {
    const free = { carrier_code: 'freeshipping', method_code: 'freeshipping', carrier_title: 'Free Shipping', method_title: 'Free', cents: 0 };
    const limits = (ctx.store.settings.carriers as Record<string, CarrierLimits> | undefined)?.freeshipping;
    const region = parseAddress(addressJson)?.region_code;
    const refused = Boolean(region && limits?.excluded_regions?.includes(region));
    if (!refused) list.push(free);
    else if (limits?.showmethod) list.push({ ...free, unavailable: limits.specificerrmsg || NOT_AVAILABLE_MESSAGE });
  }
  return list;
}

/** A discount of a cart price rule (automatic, or a coupon's) or a tax of a tax rule, with its label. */
export interface Adjustment {
  label: string;
  /** The coupon code of a coupon's discount. */
  coupon?: string;
  /** A tax's rate. */
  percent?: number;
  /** A tax already inside the catalogue prices (a store view whose prices include tax): shown, never added. */
  included?: boolean;
  /**
   * A tax that also taxes shipping (the store view has a shipping tax class, Magento's tax/classes/shipping_tax_class):
   * added to the method's price, or inside it (tax/calculation/shipping_includes_tax).
   */
  shipping?: 'added' | 'included';
}

/** The amounts of a cart or an order, all in cents of one currency. */
export interface Amounts {
  /** Each line's unit price and row as the catalogue shows them (including tax where prices include it), and without tax. */
  lines: { price: number; row: number; priceExclTax: number; rowExclTax: number }[];
  /** The lines' sum, as the catalogue's prices are (including tax where they include it). */
  subtotal: number;
  subtotalExclTax: number;
  subtotalInclTax: number;
  /** The taxes are inside the prices (and inside `subtotal`), so the grand total does not add them. */
  taxIncluded: boolean;
  /** Each discount, as `discountLabels` names them; `discount` their sum. */
  discounts: number[];
  discount: number;
  /** Shipping without tax (Magento's shipping_amount) and with it (shipping_incl_tax); equal when shipping is untaxed. */
  shipping: number;
  shippingInclTax: number;
  /** The part of each tax (and their sum) that is shipping's: already counted in `taxes` and `tax`. */
  shippingTaxes: number[];
  shippingTax: number;
  /** Each tax, as `taxLabels` names them; `tax` their sum. */
  taxes: number[];
  tax: number;
  grand: number;
}

/** The tax inside a gross amount at a total rate (in percent): gross − gross / (1 + rate), to the cent. */
const taxInside = (gross: number, percent: number) => gross - Math.round((gross * 10000) / (10000 + Math.round(percent * 100)));

/** A total split over rates in proportion to each, the cents left by rounding on the last: the parts add up to it. */
function splitByRate(total: number, percents: number[]): number[] {
  const sum = percents.reduce((s, p) => s + p, 0);
  let left = total;
  return percents.map((p, i) => {
    const part = i === percents.length - 1 ? left : Math.round((total * p) / sum);
    left -= part;
    return part;
  });
}

/**
 * Shipping's taxes in one currency: for each tax, its rate on the shipping price (0 for a tax that leaves shipping
 * alone), added to the price or taken out of it when shipping prices include tax.
 */
function shippingTaxesOf(shipping: number, percents: number[], included: boolean) {
  const ratePercent = percents.reduce((s, p) => s + p, 0);
  const taxes = !ratePercent
    ? percents.map(() => 0)
    : included
      ? splitByRate(taxInside(shipping, ratePercent), percents)
      : percents.map((p) => percentOf(shipping, p));
  const tax = taxes.reduce((s, t) => s + t, 0);
  return { taxes, tax, exclTax: included ? shipping - tax : shipping, inclTax: included ? shipping : shipping + tax };
}

/** The parts of the shop's charges convertedAmounts prices, in base cents. */
export interface AmountParts {
  discounts: number[];
  /** The shipping method's price as configured (tax inside when shipping prices include tax). */
  shipping: number;
  /** Taxes added to the prices, in base cents (of the discounted subtotal; shipping's part is worked out here). */
  taxes: number[];
  /** The rates of taxes inside the catalogue prices, when they are. */
  includedPercents?: number[];
  /** Each tax's rate on shipping (0 when it leaves shipping alone), and whether shipping prices include it. */
  shippingPercents?: number[];
  shippingIncludesTax?: boolean;
}

/**
 * The amounts in the currency of `rate`, from the base-currency unit prices and quantities, discounts, shipping and
 * taxes: each part converted once, the totals summed from the converted parts. Taxes added to the prices come as
 * base cents (`taxes`); taxes inside the prices (`includedPercents`, a store view whose catalogue prices include tax,
 * Magento's tax/calculation/price_includes_tax) are taken out of the converted amounts themselves, so the price a
 * shopper read stays the price charged (cross-border trade: whatever the destination's rate, only the part that is
 * tax changes). Shipping's tax (a store view with a shipping tax class) is worked out on the converted shipping price.
 */
export function convertedAmounts(lines: { price: number; qty: number }[], parts: AmountParts, rate: number): Amounts {
  const included = parts.includedPercents ?? [];
  const ratePercent = included.reduce((s, p) => s + p, 0);
  const converted = lines.map((l) => {
    const price = convertCents(l.price, rate);
    const row = price * l.qty;
    return { price, row, priceExclTax: price - taxInside(price, ratePercent), rowExclTax: row - taxInside(row, ratePercent) };
  });
  const subtotal = converted.reduce((s, l) => s + l.row, 0);
  // Discounts never exceed the subtotal they are taken from: a 100 % coupon leaves exactly zero whatever the rounding.
  let left = subtotal;
  const discounts = parts.discounts.map((cents) => {
    const taken = Math.min(left, convertCents(cents, rate));
    left -= taken;
    return taken;
  });
  const discount = subtotal - left;
  // Tax after discount, as Magento's default; the items' taxes inside the prices or added to them.
  const itemTaxes = included.length
    ? splitByRate(taxInside(subtotal - discount, ratePercent), included)
    : parts.taxes.map((cents) => convertCents(cents, rate));
  const itemTax = itemTaxes.reduce((s, t) => s + t, 0);
  const ship = shippingTaxesOf(
    convertCents(parts.shipping, rate),
    parts.shippingPercents ?? itemTaxes.map(() => 0),
    parts.shippingIncludesTax === true
  );
  const taxes = itemTaxes.map((t, i) => t + (ship.taxes[i] ?? 0));
  return {
    lines: converted,
    subtotal,
    subtotalExclTax: included.length ? subtotal - taxInside(subtotal, ratePercent) : subtotal,
    subtotalInclTax: included.length ? subtotal : subtotal + itemTax,
    taxIncluded: included.length > 0,
    discounts,
    discount,
    shipping: ship.exclTax,
    shippingInclTax: ship.inclTax,
    shippingTaxes: ship.taxes,
    shippingTax: ship.tax,
    taxes,
    tax: itemTax + ship.tax,
    grand: subtotal - discount + (included.length ? 0 : itemTax) + ship.inclTax
  };
}

/** The parts convertedAmounts takes from adjustments (a cart's, or an order's as kept). */
export function adjustmentParts(
  discounts: number[],
  shipping: number,
  taxes: { cents: number; percent?: number; included?: boolean; shipping?: 'added' | 'included' }[]
): AmountParts {
  const shippingParts = {
    shippingPercents: taxes.map((t) => (t.shipping ? (t.percent ?? 0) : 0)),
    shippingIncludesTax: taxes.some((t) => t.shipping === 'included')
  };
  const included = taxes.filter((t) => t.included);
  return included.length
    ? { discounts, shipping, taxes: [], includedPercents: included.map((t) => t.percent ?? 0), ...shippingParts }
    : { discounts, shipping, taxes: taxes.map((t) => t.cents), ...shippingParts };
}

/** An automatic cart price rule of a store view (no coupon): a percentage off the subtotal from a minimum subtotal on. */
interface SalesRule {
  label: string;
  percent: number;
  /** In the base currency. */
  min_subtotal?: number;
}
/** A tax rate of a store view: a label (Magento's tax rate code or store label), a destination and a percentage. */
interface TaxRate {
  label: string;
  country: string;
  /** A region code; none for the whole country. */
  region?: string | null;
  percent: number;
}

/**
 * The discounts of a subtotal (base cents): the store view's automatic rules that apply, then the coupon's, each a
 * percentage of the subtotal with its label (Magento's rule store label).
 */
function discountsOf(ctx: RequestContext, subtotal: number, coupon: CouponRow | undefined): { adjustment: Adjustment; cents: number }[] {
  const rules = (ctx.store.settings.sales_rules as SalesRule[] | undefined) ?? [];
  return [
    ...rules
      .filter((r) => subtotal > 0 && subtotal >= Math.round((r.min_subtotal ?? 0) * 100))
      .map((r) => ({ adjustment: { label: r.label }, cents: percentOf(subtotal, r.percent) })),
    ...(coupon ? [{ adjustment: { label: coupon.label, coupon: coupon.code }, cents: percentOf(subtotal, coupon.percent) }] : [])
  ];
}

/**
 * The taxes of a cart (base cents): the store view's rates for the shipping address's country (and region), each a
 * percentage of the discounted subtotal (Magento's default: tax after discount), and of shipping when the store view has
 * a shipping tax class (`tax_shipping_tax_class`; Magento's default has none: shipping untaxed). Before an
 * address, the store view's default tax destination (Magento's tax/defaults/country, `tax_default_country`; none,
 * no tax). In a store view whose prices include tax (`tax_price_includes_tax`), the taxes are marked included and
 * their cents are worked out by convertedAmounts from the converted amounts.
 */
function taxesOf(ctx: RequestContext, addressJson: string | null, taxable: number): { adjustment: Adjustment; cents: number }[] {
  const address = parseAddress(addressJson);
  const settings = ctx.store.settings;
  const destination = address
    ? { country: address.country_code, region: address.region_code }
    : typeof settings.tax_default_country === 'string'
      ? { country: settings.tax_default_country, region: null }
      : null;
  if (!destination) return [];
  const included = settings.tax_price_includes_tax === true;
  // Any shipping tax class taxes shipping at the destination's rates (one product tax class in this backend).
  const shipping = settings.tax_shipping_tax_class ? (settings.tax_shipping_includes_tax === true ? 'included' : 'added') : null;
  const rates = (settings.tax_rates as TaxRate[] | undefined) ?? [];
  return rates
    .filter((r) => r.country === destination.country && (!r.region || r.region === destination.region))
    .map((r) => ({
      adjustment: { label: r.label, percent: r.percent, ...(included ? { included: true } : {}), ...(shipping ? { shipping } : {}) },
      cents: included ? 0 : percentOf(Math.max(0, taxable), r.percent)
    }));
}

export interface CartLine {
  item: CartItemRow;
  product: ProductRow;
  /** The configurable product a variant was chosen from. */
  parent: ProductRow | null;
  chosen: Chosen;
  /** Unit prices in base-currency cents, at this quantity (tier prices) and with what was chosen. */
  price: LinePrice;
}
/** Products that are never shipped. */
export const isVirtualProduct = (p: ProductRow) => p.type === 'virtual' || p.type === 'downloadable';
/** A cart of only virtual or downloadable items (Magento's is_virtual quote): no shipping address nor method. */
export const isVirtualCart = (lines: CartLine[]) => lines.length > 0 && lines.every((l) => isVirtualProduct(l.product));

export interface CartTotals {
  lines: CartLine[];
  qty: number;
  isVirtual: boolean;
  coupon: CouponRow | undefined;
  /** What each of `base.discounts` / `shown.discounts` and `base.taxes` / `shown.taxes` is. */
  discountLabels: Adjustment[];
  taxLabels: Adjustment[];
  methods: ShippingMethod[];
  selected: ShippingMethod | null;
  /** In base-currency cents. */
  base: Amounts;
  /** In cents of the request's display currency. */
  shown: Amounts;
}

/** Prices of a cart, in the base currency and as shown in the request's currency. */
export function totals(ctx: RequestContext, cart: CartRow): CartTotals {
  const { catalog, cart: carts } = ctx.shop.data;
  const items = carts.items(cart.id);
  const products = new Map(
    catalog
      .productsByIds(
        ctx.store.id,
        items.flatMap((i) => (i.parent_id ? [i.product_id, i.parent_id] : [i.product_id]))
      )
      .map((p) => [p.id, p])
  );
  const lines = items.map((item): CartLine => {
    const product = products.get(item.product_id)!;
    const parent = item.parent_id ? (products.get(item.parent_id) ?? null) : null;
    const chosen = parseChosen(item.options);
    return { item, product, parent, chosen, price: linePrice(ctx, product, chosen, item.qty, parent ?? product) };
  });
  const priced = lines.map((l) => ({ price: l.price.unit, qty: l.item.qty }));
  const subtotal = priced.reduce((s, l) => s + l.price * l.qty, 0);
  const qty = lines.reduce((s, l) => s + l.item.qty, 0);
  // Only what is shipped counts for the flat rate per item (virtual and downloadable items are not).
  const shippedQty = lines.filter((l) => !isVirtualProduct(l.product)).reduce((s, l) => s + l.item.qty, 0);
  const coupon = cart.coupon_code ? carts.activeCoupon(cart.coupon_code) : undefined;
  const discounts = discountsOf(ctx, subtotal, coupon);
  const discount = Math.min(
    subtotal,
    discounts.reduce((sum, d) => sum + d.cents, 0)
  );
  const isVirtual = isVirtualCart(lines);
  // Taxed where it is delivered; a virtual cart, which has no delivery, where it is billed (as Magento's quote does).
  const taxes = taxesOf(ctx, isVirtual ? cart.billing_address : cart.shipping_address, subtotal - discount);
  const methods = shippingMethods(ctx, subtotal, shippedQty, cart.shipping_address);
  const [carrier, method] = (cart.shipping_method ?? '').split('|');
  const selected = isVirtual ? null : (methods.find((m) => !m.unavailable && m.carrier_code === carrier && m.method_code === method) ?? null);
  const shipping = selected?.cents ?? 0;
  const parts = adjustmentParts(
    discounts.map((d) => d.cents),
    shipping,
    taxes.map((t) => ({ ...t.adjustment, cents: t.cents }))
  );
  return {
    lines,
    qty,
    isVirtual,
    coupon,
    discountLabels: discounts.map((d) => d.adjustment),
    taxLabels: taxes.map((t) => t.adjustment),
    methods,
    selected,
    base: convertedAmounts(priced, parts, 1),
    shown: convertedAmounts(priced, parts, ctx.rate)
  };
}

/** A shipping method's price without and with tax, in the request's currency, at the cart's tax destination. */
export function shippingPrices(ctx: RequestContext, t: CartTotals, baseCents: number): { exclTax: number; inclTax: number } {
  const parts = adjustmentParts(
    [],
    baseCents,
    t.taxLabels.map((x) => ({ ...x, cents: 0 }))
  );
  return shippingTaxesOf(convertCents(baseCents, ctx.rate), parts.shippingPercents ?? [], parts.shippingIncludesTax === true);
}
