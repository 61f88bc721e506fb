import crypto from 'node:crypto';
import { durableTransaction } from '../db';
import type { RequestContext } from '../shop';
import { inputError, noSuchEntity, authorizationError, notAuthorizedCustomer } from './errors';
import { uid, idFromUid, fromUid, money, round2 } from './util';
import { isValidEmail } from './inputLimits';
import { orderOut } from './customer';
import { productById, productBySku, variantsOf, selectedOption, ATTRIBUTES, type ProductRow } from './catalog';

export const FREE_SHIPPING_THRESHOLD = 100;
export const FLAT_RATE_PER_ITEM = 5;
export const PAYMENT_METHODS = [{ code: 'checkmo', title: 'Check / Money order' }, { code: 'cashondelivery', title: 'Cash On Delivery' }];

export interface CartRow {
  id: number; masked_id: string; store_id: number; customer_id: number | null; is_active: number; email: string | null;
  coupon_code: string | null; shipping_address: string | null; billing_address: string | null; shipping_method: string | null;
  payment_method: string | null;
}
interface ItemRow { id: number; cart_id: number; product_id: number; parent_id: number | null; qty: number }
export interface Address {
  firstname: string; lastname: string; company?: string | null; street: string[]; city: string; region?: string | null;
  region_code?: string | null; region_id?: number | null; postcode?: string | null; country_code: string; telephone: string;
}

const touch = (ctx: RequestContext, cart: CartRow) => ctx.shop.sql('UPDATE cart SET updated_at = ? WHERE id = ?').run(Date.now(), cart.id);

export function createCart(ctx: RequestContext, customerId: number | null, maskedId?: string): CartRow {
  const masked = maskedId ?? crypto.randomBytes(24).toString('base64url').slice(0, 32);
  if (ctx.shop.sql('SELECT 1 FROM cart WHERE masked_id = ?').get(masked)) throw inputError(`Cart with ID "${masked}" already exists.`);
  ctx.shop.sql('INSERT INTO cart (masked_id, store_id, customer_id, updated_at) VALUES (?, ?, ?, ?)').run(masked, ctx.store.id, customerId, Date.now());
  return cartByMask(ctx, masked)!;
}
const cartByMask = (ctx: RequestContext, masked: string) => ctx.shop.sql('SELECT * FROM cart WHERE masked_id = ?').get(masked) as CartRow | undefined;
export const reloadCart = (ctx: RequestContext, cart: CartRow) => ctx.shop.sql('SELECT * FROM cart WHERE id = ?').get(cart.id) as CartRow;

/** Magento's GetCartForUser: existence, active, ownership, store view, with its exact messages. */
export function cartForUser(ctx: RequestContext, masked: string): CartRow {
  const cart = cartByMask(ctx, masked);
  if (!cart) throw noSuchEntity(`Could not find a cart with ID "${masked}"`);
  if (!cart.is_active) throw noSuchEntity("The cart isn't active.");
  if ((cart.customer_id ?? null) !== ctx.customerId) throw authorizationError(`The current user cannot perform operations on cart "${masked}"`);
  if (cart.store_id !== ctx.store.id) throw noSuchEntity(`Wrong store code specified for cart "${masked}"`);
  return cart;
}

/** The signed-in customer's active cart, created on demand (and moved to the current store view). */
export function customerActiveCart(ctx: RequestContext): CartRow {
  if (!ctx.customerId) throw notAuthorizedCustomer();
  const cart = ctx.shop.sql('SELECT * FROM cart WHERE customer_id = ? AND is_active = 1 ORDER BY id DESC LIMIT 1').get(ctx.customerId) as CartRow | undefined;
  if (!cart) return createCart(ctx, ctx.customerId);
  if (cart.store_id !== ctx.store.id) ctx.shop.sql('UPDATE cart SET store_id = ? WHERE id = ?').run(ctx.store.id, cart.id);
  return reloadCart(ctx, cart);
}

const itemsOf = (ctx: RequestContext, cart: CartRow) => ctx.shop.sql('SELECT * FROM cart_item WHERE cart_id = ? ORDER BY id').all(cart.id) as ItemRow[];

export interface CartItemRequest { sku: string; quantity: number; parent_sku?: string | null; selected_options?: (string | null)[] | null }
interface UserError { __typename: 'CartUserInputError'; code: string; message: string }

/** Resolves an item request to the simple product to sell (a variant for configurables). */
export function sellable(ctx: RequestContext, req: CartItemRequest): { product: ProductRow; parent: ProductRow | null } | string {
  const parentSku = req.parent_sku;
  let product = productBySku(ctx, req.sku);
  let parent = parentSku ? productBySku(ctx, parentSku) ?? null : null;
  if (parentSku && !parent) return `Could not find a product with SKU "${parentSku}"`;
  if (!product) return `Could not find a product with SKU "${req.sku}"`;
  if (product.type === 'configurable') {
    parent = product;
    const wanted = (req.selected_options ?? []).filter((o): o is string => !!o).map((o) => Number(fromUid(o).split('/')[2]));
    const variant = variantsOf(ctx, product.id).find((v) => wanted.includes(v.color!) && wanted.includes(v.size!));
    if (!variant) return 'You need to choose options for your item.';
    product = variant;
  } else if (!parent && product.parent_id) {
    parent = productById(ctx, product.parent_id) ?? null;
  }
  if (parent && product.parent_id !== parent.id) return `Could not find specified product.`;
  return { product, parent };
}

/** Magento's cataloginventory/item_options defaults: min_sale_qty 1, max_sale_qty 10000, no decimal quantities. */
export const MIN_SALE_QTY = 1;
export const MAX_SALE_QTY = 10_000;

/** Magento's stock-item check of a quantity in the cart (after adding): its error text, or null when it may be sold. */
function saleQtyError(qty: number): string | null {
  if (qty < MIN_SALE_QTY) return `The fewest you may purchase is ${MIN_SALE_QTY}.`;
  if (!Number.isInteger(qty)) return 'You cannot use decimal quantity for this product.';
  if (qty > MAX_SALE_QTY) return `The most you may purchase is ${MAX_SALE_QTY}.`;
  return null;
}

export function addItems(ctx: RequestContext, cart: CartRow, items: CartItemRequest[]): UserError[] {
  const errors: UserError[] = [];
  const err = (code: string, message: string) => errors.push({ __typename: 'CartUserInputError', code, message });
  for (const req of items) {
    if (!(req.quantity > 0)) { err('INVALID_PARAMETER_VALUE', 'The product quantity should be greater than 0'); continue; }
    const found = sellable(ctx, req);
    if (typeof found === 'string') { err(found.startsWith('Could not find a product') ? 'PRODUCT_NOT_FOUND' : 'UNDEFINED', found); continue; }
    const { product, parent } = found;
    if (product.qty <= 0) { err('NOT_SALABLE', 'Product that you are trying to add is not available.'); continue; }
    const line = ctx.shop.sql('SELECT * FROM cart_item WHERE cart_id = ? AND product_id = ?').get(cart.id, product.id) as ItemRow | undefined;
    const qty = (line?.qty ?? 0) + req.quantity;
    const invalid = saleQtyError(qty) ?? saleQtyError(req.quantity);
    if (invalid) { err(invalid.startsWith('You cannot') ? 'UNDEFINED' : 'INSUFFICIENT_STOCK', invalid); continue; }
    if (qty > product.qty) { err('INSUFFICIENT_STOCK', 'The requested qty is not available'); continue; }
    if (line) ctx.shop.sql('UPDATE cart_item SET qty = ? WHERE id = ?').run(qty, line.id);
    else ctx.shop.sql('INSERT INTO cart_item (cart_id, product_id, parent_id, qty) VALUES (?, ?, ?, ?)').run(cart.id, product.id, parent?.id ?? null, qty);
  }
  touch(ctx, cart);
  return errors;
}

function itemByUid(ctx: RequestContext, cart: CartRow, itemUid?: string | null, itemId?: number | null): ItemRow {
  const id = itemUid ? idFromUid(itemUid) : Number(itemId);
  const item = ctx.shop.sql('SELECT * FROM cart_item WHERE id = ? AND cart_id = ?').get(id, cart.id) as ItemRow | undefined;
  if (!item) throw noSuchEntity(`The cart doesn't contain the item`);
  return item;
}

export function updateItems(ctx: RequestContext, cart: CartRow, items: { cart_item_uid?: string | null; cart_item_id?: number | null; quantity?: number | null }[]) {
  for (const i of items) {
    const item = itemByUid(ctx, cart, i.cart_item_uid, i.cart_item_id);
    const qty = i.quantity ?? item.qty;
    if (qty <= 0) { ctx.shop.sql('DELETE FROM cart_item WHERE id = ?').run(item.id); continue; }
    const invalid = saleQtyError(qty);
    if (invalid) throw inputError(invalid);
    if (qty > productById(ctx, item.product_id)!.qty) throw inputError('The requested qty is not available');
    ctx.shop.sql('UPDATE cart_item SET qty = ? WHERE id = ?').run(qty, item.id);
  }
  touch(ctx, cart);
}

export function removeItem(ctx: RequestContext, cart: CartRow, itemUid?: string | null, itemId?: number | null) {
  ctx.shop.sql('DELETE FROM cart_item WHERE id = ?').run(itemByUid(ctx, cart, itemUid, itemId).id);
  touch(ctx, cart);
}

/** Prices of a cart in the base currency. */
export function totals(ctx: RequestContext, cart: CartRow) {
  const lines = itemsOf(ctx, cart).map((i) => ({ item: i, product: productById(ctx, i.product_id)! }));
  const subtotal = round2(lines.reduce((s, l) => s + l.product.final_price * l.item.qty, 0));
  const qty = lines.reduce((s, l) => s + l.item.qty, 0);
  const coupon = cart.coupon_code ? ctx.shop.sql('SELECT * FROM coupon WHERE code = ? AND active = 1').get(cart.coupon_code) as { code: string; label: string; percent: number } | undefined : undefined;
  const discount = coupon ? round2(subtotal * coupon.percent / 100) : 0;
  const methods = shippingMethods(subtotal, qty);
  const [carrier, method] = (cart.shipping_method ?? '').split('|');
  const selected = methods.find((m) => m.carrier_code === carrier && m.method_code === method) ?? null;
  const shipping = selected?.amount ?? 0;
  return { lines, subtotal, qty, coupon, discount, methods, selected, shipping, grand: round2(subtotal - discount + shipping) };
}

export function shippingMethods(subtotal: number, qty: number) {
  const list = [{ carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', amount: round2(FLAT_RATE_PER_ITEM * qty) }];
  if (subtotal >= FREE_SHIPPING_THRESHOLD) list.push({ carrier_code: 'freeshipping', method_code: 'freeshipping', carrier_title: 'Free Shipping', method_title: 'Free', amount: 0 });
  return list;
}

/** Validates and normalises an address (Magento's required fields; US needs a known region and a postcode). */
export function normaliseAddress(ctx: RequestContext, a: Partial<Address> & { region_id?: number | null }): Address {
  for (const f of ['firstname', 'lastname', 'city', 'country_code', 'telephone'] as const) {
    if (!a[f] || !String(a[f]).trim()) throw inputError(`"${f}" is required. Enter and try again.`);
  }
  if (!a.street?.length || !a.street.some((s) => s?.trim())) throw inputError('"street" is required. Enter and try again.');
  const country = String(a.country_code).toUpperCase();
  if (!ctx.shop.sql('SELECT 1 FROM country WHERE id = ?').get(country)) throw inputError(`The address failed to save. Verify the address and try again.`);
  let region: { id: number; code: string; name: string } | undefined;
  if (country === 'US') {
    region = (a.region_id ? ctx.shop.sql('SELECT id, code, name FROM region WHERE id = ? AND country_id = ?').get(a.region_id, country)
      : ctx.shop.sql("SELECT id, code, name FROM region WHERE country_id = 'US' AND (code = @r OR name = @r)").get({ r: a.region_code ?? a.region ?? '' })) as typeof region;
    if (!region) throw inputError('"regionId" is required. Enter and try again.');
    if (!a.postcode?.trim()) throw inputError('"postcode" is required. Enter and try again.');
  }
  return {
    firstname: a.firstname!.trim(), lastname: a.lastname!.trim(), company: a.company ?? null, street: a.street.filter(Boolean),
    city: a.city!.trim(), region: region?.name ?? a.region ?? null, region_code: region?.code ?? a.region_code ?? null,
    region_id: region?.id ?? null, postcode: a.postcode ?? null, country_code: country, telephone: a.telephone!.trim()
  };
}

export function setShippingAddress(ctx: RequestContext, cart: CartRow, address: Address) {
  ctx.shop.sql('UPDATE cart SET shipping_address = ? WHERE id = ?').run(JSON.stringify(address), cart.id);
}
export function setBillingAddress(ctx: RequestContext, cart: CartRow, address: Address) {
  ctx.shop.sql('UPDATE cart SET billing_address = ? WHERE id = ?').run(JSON.stringify(address), cart.id);
}
export function setShippingMethod(ctx: RequestContext, cart: CartRow, carrier: string, method: string) {
  if (!cart.shipping_address) throw inputError('The shipping address is missing. Set the address and try again.');
  const t = totals(ctx, cart);
  if (!t.methods.some((m) => m.carrier_code === carrier && m.method_code === method)) {
    throw inputError(`Carrier with such method not found: ${carrier}, ${method}`);
  }
  ctx.shop.sql('UPDATE cart SET shipping_method = ? WHERE id = ?').run(`${carrier}|${method}`, cart.id);
}
export function setPaymentMethod(ctx: RequestContext, cart: CartRow, code: string) {
  if (!PAYMENT_METHODS.some((m) => m.code === code)) throw inputError('The requested Payment Method is not available.');
  ctx.shop.sql('UPDATE cart SET payment_method = ? WHERE id = ?').run(code, cart.id);
}
export function setEmail(ctx: RequestContext, cart: CartRow, email: string) {
  if (!isValidEmail(email)) throw inputError('Invalid email format');
  ctx.shop.sql('UPDATE cart SET email = ? WHERE id = ?').run(email, cart.id);
}

export class PlaceOrderFailure extends Error {
  constructor(readonly code: 'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER' | 'UNDEFINED', message: string) { super(message); }
}

/**
 * Places the order in one immediate transaction: validates, decrements stock (never below zero), numbers the
 * order, deactivates the cart. Returns the order row id and its increment id.
 */
export function placeOrder(ctx: RequestContext, cartId: number): { id: number; number: string } {
  const result = durableTransaction(ctx.shop.db, () => {
    const cart = ctx.shop.sql('SELECT * FROM cart WHERE id = ?').get(cartId) as CartRow;
    if (!cart.is_active) throw new PlaceOrderFailure('CART_NOT_ACTIVE', "The cart isn't active.");
    const customer = cart.customer_id ? ctx.shop.sql('SELECT email FROM customer WHERE id = ?').get(cart.customer_id) as { email: string } : null;
    const email = customer?.email ?? cart.email;
    if (!email) throw new PlaceOrderFailure('GUEST_EMAIL_MISSING', 'Guest email for cart is missing.');
    const t = totals(ctx, cart);
    const fail = (m: string) => new PlaceOrderFailure('UNABLE_TO_PLACE_ORDER', `Unable to place order: ${m}`);
    if (!t.lines.length) throw fail('A server error stopped your order from being placed. Please try to place your order again.');
    if (!cart.shipping_address) throw fail('Please check the shipping address information.');
    if (!t.selected) throw fail('The shipping method is missing. Select the shipping method and try again.');
    if (!cart.billing_address) throw fail('Please check the billing address information.');
    if (!cart.payment_method) throw fail('Enter a valid payment method and try again.');
    for (const l of t.lines) {
      const done = ctx.shop.sql('UPDATE product SET qty = qty - ? WHERE id = ? AND qty >= ?').run(l.item.qty, l.product.id, l.item.qty);
      if (done.changes !== 1) throw new PlaceOrderFailure('UNABLE_TO_PLACE_ORDER', 'Some of the products are out of stock.');
    }
    const next = ((ctx.shop.sql('SELECT MAX(id) AS n FROM sales_order').get() as { n: number | null }).n ?? 0) + 1;
    const number = String(next).padStart(9, '0');
    const order = ctx.shop.sql(`INSERT INTO sales_order (id, increment_id, cart_id, customer_id, store_id, email, status, created_at, currency,
      rate, subtotal, shipping, discount, grand_total, coupon_code, shipping_address, billing_address, shipping_method, payment_method)
      VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(next, number, cart.id, cart.customer_id, cart.store_id, email,
      new Date().toISOString().replace('T', ' ').slice(0, 19), ctx.currency, ctx.rate, t.subtotal, t.shipping, t.discount, t.grand,
      t.coupon?.code ?? null, cart.shipping_address, cart.billing_address, cart.shipping_method, cart.payment_method);
    for (const l of t.lines) {
      const options = l.item.parent_id ? (['color', 'size'] as const).map((c) => selectedOption(ctx, c, l.product[c]!)) : [];
      ctx.shop.sql('INSERT INTO sales_order_item (order_id, product_id, parent_id, sku, name, qty, price, options) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(order.lastInsertRowid, l.product.id, l.item.parent_id, l.product.sku,
          l.item.parent_id ? productById(ctx, l.item.parent_id)!.name : l.product.name, l.item.qty, l.product.final_price, JSON.stringify(options));
    }
    ctx.shop.sql('UPDATE cart SET is_active = 0 WHERE id = ?').run(cart.id);
    return { id: next, number };
  });
  ctx.shop.catalogVersion++;
  return result;
}

export function applyCoupon(ctx: RequestContext, cart: CartRow, code: string) {
  if (!itemsOf(ctx, cart).length) throw inputError('Cart does not contain products.');
  if (cart.coupon_code) throw inputError('A coupon is already applied to the cart. Please remove it to apply another');
  const coupon = ctx.shop.sql('SELECT code FROM coupon WHERE code = ? AND active = 1').get(code.trim()) as { code: string } | undefined;
  if (!coupon) throw noSuchEntity("The coupon code isn't valid. Verify the code and try again.");
  ctx.shop.sql('UPDATE cart SET coupon_code = ? WHERE id = ?').run(coupon.code, cart.id);
}

const parse = <T>(json: string | null): T | null => (json ? JSON.parse(json) as T : null);

function addressOut(ctx: RequestContext, a: Address, typename: string, cart: CartRow) {
  const countryRow = ctx.shop.sql('SELECT name_en FROM country WHERE id = ?').get(a.country_code) as { name_en: string } | undefined;
  return {
    __typename: typename, ...a, uid: uid(`${cart.id}-${typename}`), same_as_billing: false, custom_attributes: [],
    country: { code: a.country_code, label: countryRow?.name_en ?? a.country_code },
    region: a.region_code ? { code: a.region_code, label: a.region, region_id: a.region_id } : null,
    cart
  };
}

/** Resolvers of Cart and its parts; `cart` rows are CartRow, prices come from totals(). */
export const cartTypes = {
  Cart: {
    id: (c: CartRow) => c.masked_id,
    email: (c: CartRow, _: unknown, ctx: RequestContext) => c.email ?? (c.customer_id ? (ctx.shop.sql('SELECT email FROM customer WHERE id = ?').get(c.customer_id) as { email: string }).email : null),
    is_virtual: () => false,
    items: (c: CartRow, _: unknown, ctx: RequestContext) => cartItems(ctx, c),
    itemsV2: (c: CartRow, a: { pageSize: number; currentPage: number }, ctx: RequestContext) => {
      const all = cartItems(ctx, c);
      return { items: all.slice((a.currentPage - 1) * a.pageSize, a.currentPage * a.pageSize), total_count: all.length,
        page_info: { current_page: a.currentPage, page_size: a.pageSize, total_pages: Math.ceil(all.length / a.pageSize) } };
    },
    total_quantity: (c: CartRow, _: unknown, ctx: RequestContext) => itemsOf(ctx, c).reduce((s, i) => s + i.qty, 0),
    prices: (c: CartRow, _: unknown, ctx: RequestContext) => {
      const t = totals(ctx, c);
      const discounts = t.coupon ? [{ amount: money(ctx, t.discount), label: t.coupon.label, applied_to: 'ITEM', coupon: { code: t.coupon.code } }] : [];
      return {
        grand_total: money(ctx, t.grand), grand_total_excluding_tax: money(ctx, t.grand), subtotal_excluding_tax: money(ctx, t.subtotal),
        subtotal_including_tax: money(ctx, t.subtotal), subtotal_with_discount_excluding_tax: money(ctx, t.subtotal - t.discount),
        applied_taxes: [], discounts, discount: t.coupon ? { amount: money(ctx, t.discount), label: [t.coupon.label] } : null
      };
    },
    shipping_addresses: (c: CartRow, _: unknown, ctx: RequestContext) => {
      const a = parse<Address>(c.shipping_address);
      return a ? [addressOut(ctx, a, 'ShippingCartAddress', c)] : [];
    },
    billing_address: (c: CartRow, _: unknown, ctx: RequestContext) => {
      const a = parse<Address>(c.billing_address);
      return a ? addressOut(ctx, a, 'BillingCartAddress', c) : null;
    },
    available_payment_methods: () => PAYMENT_METHODS.map((m) => ({ ...m, is_deferred: false })),
    selected_payment_method: (c: CartRow) => {
      const m = PAYMENT_METHODS.find((x) => x.code === c.payment_method);
      return m ? { code: m.code, title: m.title } : { code: '', title: '' };
    },
    applied_coupons: (c: CartRow) => (c.coupon_code ? [{ code: c.coupon_code }] : null),
    applied_coupon: (c: CartRow) => (c.coupon_code ? { code: c.coupon_code } : null),
    rules: () => []
  },
  ShippingCartAddress: {
    available_shipping_methods: (a: { cart: CartRow }, _: unknown, ctx: RequestContext) => totals(ctx, reloadCart(ctx, a.cart)).methods.map((m) => ({
      ...m, amount: money(ctx, m.amount), price_excl_tax: money(ctx, m.amount), price_incl_tax: money(ctx, m.amount), available: true
    })),
    selected_shipping_method: (a: { cart: CartRow }, _: unknown, ctx: RequestContext) => {
      const s = totals(ctx, reloadCart(ctx, a.cart)).selected;
      return s ? { ...s, amount: money(ctx, s.amount), price_excl_tax: money(ctx, s.amount), price_incl_tax: money(ctx, s.amount) } : null;
    },
    cart_items_v2: (a: { cart: CartRow }, _: unknown, ctx: RequestContext) => cartItems(ctx, a.cart)
  }
};

/** The options a variant of a configurable product was chosen by (Magento's SelectedConfigurableOption). */
export function selectedConfigurableOptions(ctx: RequestContext, parent: ProductRow, variant: ProductRow) {
  return (['color', 'size'] as const).map((c) => {
    const o = selectedOption(ctx, c, variant[c]!);
    return { id: ATTRIBUTES[c].id, configurable_product_option_uid: uid(`configurable/${parent.id}/${ATTRIBUTES[c].id}`),
      option_label: ATTRIBUTES[c].label[ctx.store.id === 2 ? 1 : 0], value_id: o.value_index, value_label: o.label,
      configurable_product_option_value_uid: o.uid };
  });
}

function cartItems(ctx: RequestContext, cart: CartRow) {
  return itemsOf(ctx, cart).map((i) => {
    const product = productById(ctx, i.product_id)!;
    const parent = i.parent_id ? productById(ctx, i.parent_id)! : null;
    const row = (v: number) => money(ctx, v);
    return {
      __typename: parent ? 'ConfigurableCartItem' : 'SimpleCartItem', id: String(i.id), uid: uid(i.id), quantity: i.qty,
      product: parent ?? product, configured_variant: product, is_available: product.qty >= i.qty,
      not_available_message: product.qty >= i.qty ? null : 'The requested qty is not available', errors: null,
      min_qty: 1, max_qty: product.qty,
      configurable_options: parent ? selectedConfigurableOptions(ctx, parent, product) : [],
      prices: {
        price: row(product.final_price), price_including_tax: row(product.final_price), original_item_price: row(product.price),
        row_total: row(product.final_price * i.qty), row_total_including_tax: row(product.final_price * i.qty),
        original_row_total: row(product.price * i.qty), total_item_discount: row(0), discounts: []
      }
    };
  });
}

const cartOut = (ctx: RequestContext, cart: CartRow) => ({ cart: reloadCart(ctx, cart) });

type Input<T> = { input?: T | null };
const need = <T>(v: T | null | undefined, name: string): T => {
  if (v == null || v === '') throw inputError(`Required parameter "${name}" is missing`);
  return v;
};

export const cartQueries = {
  cart: (_: unknown, a: { cart_id: string }, ctx: RequestContext) => cartForUser(ctx, a.cart_id),
  customerCart: (_: unknown, __: unknown, ctx: RequestContext) => customerActiveCart(ctx)
};

export const cartMutations = {
  createEmptyCart: (_: unknown, a: Input<{ cart_id?: string }>, ctx: RequestContext) =>
    ctx.customerId ? customerActiveCart(ctx).masked_id : createCart(ctx, null, a.input?.cart_id ?? undefined).masked_id,
  createGuestCart: (_: unknown, a: Input<{ cart_uid: string }>, ctx: RequestContext) => {
    if (ctx.customerId) throw inputError('Use `Query.customerCart` for logged in customer.');
    return { cart: createCart(ctx, null, a.input?.cart_uid ?? undefined) };
  },
  addProductsToCart: (_: unknown, a: { cartId: string; cartItems: CartItemRequest[] }, ctx: RequestContext) => {
    const cart = cartForUser(ctx, a.cartId);
    // One transaction: one commit for all lines and the cart's timestamp instead of one per statement.
    const user_errors = ctx.shop.db.transaction(() => addItems(ctx, cart, a.cartItems))();
    return { cart: reloadCart(ctx, cart), user_errors };
  },
  updateCartItems: (_: unknown, a: Input<{ cart_id: string; cart_items: { cart_item_uid?: string; cart_item_id?: number; quantity?: number }[] }>, ctx: RequestContext) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    updateItems(ctx, cart, need(a.input?.cart_items, 'cart_items'));
    return { ...cartOut(ctx, cart), errors: [] };
  },
  removeItemFromCart: (_: unknown, a: Input<{ cart_id: string; cart_item_uid?: string; cart_item_id?: number }>, ctx: RequestContext) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    if (!a.input?.cart_item_uid && !a.input?.cart_item_id) throw inputError('Required parameter "cart_item_uid" is missing.');
    removeItem(ctx, cart, a.input.cart_item_uid, a.input.cart_item_id);
    return cartOut(ctx, cart);
  },
  mergeCarts: (_: unknown, a: { source_cart_id: string; destination_cart_id?: string }, ctx: RequestContext) => {
    if (!ctx.customerId) throw notAuthorizedCustomer();
    const source = cartByMask(ctx, a.source_cart_id);
    if (!source) throw noSuchEntity(`Could not find a cart with ID "${a.source_cart_id}"`);
    if (!source.is_active) throw noSuchEntity("The cart isn't active.");
    if (source.customer_id && source.customer_id !== ctx.customerId) throw authorizationError(`The current user cannot perform operations on cart "${a.source_cart_id}"`);
    const dest = a.destination_cart_id ? cartForUser(ctx, a.destination_cart_id) : customerActiveCart(ctx);
    ctx.shop.db.transaction(() => {
      for (const i of itemsOf(ctx, source)) {
        const p = productById(ctx, i.product_id)!;
        addItems(ctx, dest, [{ sku: p.sku, quantity: Math.min(i.qty, p.qty) }]);
      }
      ctx.shop.sql('UPDATE cart SET is_active = 0 WHERE id = ?').run(source.id);
    })();
    return reloadCart(ctx, dest);
  },
  setGuestEmailOnCart: (_: unknown, a: Input<{ cart_id: string; email: string }>, ctx: RequestContext) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    if (ctx.customerId) throw inputError('The request is not allowed for logged in customers');
    setEmail(ctx, cart, need(a.input?.email, 'email'));
    return cartOut(ctx, cart);
  },
  setShippingAddressesOnCart: (_: unknown, a: Input<{ cart_id: string; shipping_addresses: { address?: Partial<Address>; customer_address_id?: number }[] }>, ctx: RequestContext) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    const list = need(a.input?.shipping_addresses, 'shipping_addresses');
    if (list.length > 1) throw inputError('You cannot specify multiple shipping addresses.');
    setShippingAddress(ctx, cart, addressFromInput(ctx, list[0]));
    return cartOut(ctx, cart);
  },
  setBillingAddressOnCart: (_: unknown, a: Input<{ cart_id: string; billing_address: { address?: Partial<Address>; customer_address_id?: number; same_as_shipping?: boolean; use_for_shipping?: boolean } }>, ctx: RequestContext) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    const b = need(a.input?.billing_address, 'billing_address');
    const same = b.same_as_shipping ?? b.use_for_shipping;
    const address = same && !b.address && !b.customer_address_id ? parse<Address>(cart.shipping_address) : addressFromInput(ctx, b);
    if (!address) throw inputError('The shipping address is missing. Set the address and try again.');
    setBillingAddress(ctx, cart, address);
    if (same) setShippingAddress(ctx, cart, address);
    return cartOut(ctx, cart);
  },
  setShippingMethodsOnCart: (_: unknown, a: Input<{ cart_id: string; shipping_methods: { carrier_code: string; method_code: string }[] }>, ctx: RequestContext) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    const [m] = need(a.input?.shipping_methods, 'shipping_methods');
    if (!m) throw inputError('Required parameter "shipping_methods" is missing');
    setShippingMethod(ctx, cart, m.carrier_code, m.method_code);
    return cartOut(ctx, cart);
  },
  setPaymentMethodOnCart: (_: unknown, a: Input<{ cart_id: string; payment_method: { code: string } }>, ctx: RequestContext) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    setPaymentMethod(ctx, cart, need(a.input?.payment_method, 'payment_method').code);
    return cartOut(ctx, cart);
  },
  applyCouponToCart: (_: unknown, a: Input<{ cart_id: string; coupon_code: string }>, ctx: RequestContext) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    applyCoupon(ctx, cart, need(a.input?.coupon_code, 'coupon_code'));
    return cartOut(ctx, cart);
  },
  removeCouponFromCart: (_: unknown, a: Input<{ cart_id: string }>, ctx: RequestContext) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    ctx.shop.sql('UPDATE cart SET coupon_code = NULL WHERE id = ?').run(cart.id);
    return cartOut(ctx, cart);
  },
  placeOrder: (_: unknown, a: Input<{ cart_id: string }>, ctx: RequestContext) => {
    const masked = need(a.input?.cart_id, 'cart_id');
    try {
      const cart = cartForUser(ctx, masked);
      const order = placeOrder(ctx, cart.id);
      return { order: { order_number: order.number, order_id: order.number }, orderV2: orderOut(ctx, orderById(ctx, order.id)), errors: [] };
    } catch (e) {
      const code = e instanceof PlaceOrderFailure ? e.code : (e as Error).message.startsWith('Could not find a cart') ? 'CART_NOT_FOUND'
        : (e as Error).message === "The cart isn't active." ? 'CART_NOT_ACTIVE' : null;
      if (!code) throw e;
      return { order: null, orderV2: null, errors: [{ code, message: (e as Error).message }] };
    }
  }
};

function addressFromInput(ctx: RequestContext, input: { address?: Partial<Address>; customer_address_id?: number | null }): Address {
  if (input.customer_address_id) {
    if (!ctx.customerId) throw notAuthorizedCustomer();
    const row = ctx.shop.sql('SELECT data FROM customer_address WHERE id = ? AND customer_id = ?').get(input.customer_address_id, ctx.customerId) as { data: string } | undefined;
    if (!row) throw noSuchEntity(`Could not find a address with ID "${input.customer_address_id}"`);
    return normaliseAddress(ctx, JSON.parse(row.data));
  }
  if (!input.address) throw inputError('The shipping address must contain either "customer_address_id" or "address".');
  return normaliseAddress(ctx, input.address);
}

export interface OrderRow {
  id: number; increment_id: string; customer_id: number | null; email: string; status: string; created_at: string; currency: string;
  rate: number; subtotal: number; shipping: number; discount: number; grand_total: number; coupon_code: string | null;
  shipping_address: string; billing_address: string; shipping_method: string; payment_method: string;
}
export const orderById = (ctx: RequestContext, id: number) => ctx.shop.sql('SELECT * FROM sales_order WHERE id = ?').get(id) as OrderRow;
