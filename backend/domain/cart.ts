import crypto from 'node:crypto';
import type { RequestContext } from '../shop';
import type { CartRow, CartItemRow } from '../db/cart';
import type { ProductRow } from '../db/catalog';
import { inputError, noSuchEntity, authorizationError, notAuthorizedCustomer } from './errors';
import { isValidEmail } from './inputLimits';
import { throttle } from '../throttle';
import { normaliseAddress, parseAddress, type Address, type AddressInputFields } from './address';
import { totals } from './pricing';
import { idFromUid, fromUid, uid } from './uid';
import { inStock, productById } from './catalog';
import { CHOICE_ERRORS, ChoiceError, chosenFor, customOptionsChosen, groupedChoice, parseChosen, storedChosen, type Chosen } from './cartChoices';

/** Magento's cataloginventory/item_options defaults: min_sale_qty 1, max_sale_qty 10000, no decimal quantities. */
export const MIN_SALE_QTY = 1;
export const MAX_SALE_QTY = 10_000;

/**
 * A product asked for by sku: a simple product, a variant (with its parent's sku), a configurable with options chosen,
 * or any other type with its choices (domain/cartChoices.ts).
 */
export interface ItemRequest {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: (string | null)[] | null;
  entered_options?: ({ uid: string; value: string } | null)[] | null;
}
/** Magento's CartUserInputErrorType values this backend gives. */
export type CartUserErrorCode = 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'INVALID_PARAMETER_VALUE' | 'UNDEFINED';
export interface CartUserError {
  __typename: 'CartUserInputError';
  code: CartUserErrorCode;
  message: string;
}

const touch = (ctx: RequestContext, cart: CartRow) => ctx.shop.data.cart.touch(cart.id, Date.now());

/** Magento's masked cart ids (Random::getUniqueHash): 32 letters and digits. */
const MASKED_ID = /^[A-Za-z0-9]{32}$/;
/**
 * What a cart id given by a client may look like to be looked up: Magento's shape, or the 32 characters of base64url
 * this backend made before it made Magento's (carts saved in shoppers' browsers still work).
 */
const LOOKED_UP_ID = /^[A-Za-z0-9_-]{32}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new masked id as Magento makes them: 32 characters drawn evenly from its alphabet. */
function newMaskedId(): string {
  let id = '';
  while (id.length < 32) {
    // 248 = 4 × 62: bytes above it would make the first letters likelier.
    for (const byte of crypto.randomBytes(40)) if (byte < 248 && id.length < 32) id += ALPHABET[byte % ALPHABET.length];
  }
  return id;
}

const cartNotFound = (masked: string) => noSuchEntity(`Could not find a cart with ID "${masked}"`);

/**
 * A new cart; a guest's counts against the client's cart budget (a customer has one active cart, made on demand). An
 * id the client chose must be shaped as Magento's (its ValidateMaskedQuoteId asks for 32 characters).
 */
export function createCart(ctx: RequestContext, customerId: number | null, maskedId?: string): CartRow {
  if (maskedId !== undefined && [...maskedId].length !== 32) throw inputError('Cart ID length should to be 32 symbols.');
  if (maskedId !== undefined && !MASKED_ID.test(maskedId)) throw inputError('Cart ID should contain only letters and digits.');
  if (customerId === null) throttle([ctx.shop.throttles.cartCreation, ctx.clientIp]);
  const carts = ctx.shop.data.cart;
  const masked = maskedId ?? newMaskedId();
  if (carts.byMask(masked)) throw inputError(`Cart with ID "${masked}" already exists.`);
  carts.insert(masked, ctx.store.id, customerId, Date.now());
  return carts.byMask(masked)!;
}

export const reloadCart = (ctx: RequestContext, cart: CartRow) => ctx.shop.data.cart.byId(cart.id)!;

/** A cart by the id a client gave, any cart (active or not, anyone's); an id of another shape finds none. */
export const cartByMaskedId = (ctx: Pick<RequestContext, 'shop'>, masked: string): CartRow | undefined =>
  LOOKED_UP_ID.test(masked) ? ctx.shop.data.cart.byMask(masked) : undefined;

/** Magento's GetCartForUser: existence, active, ownership, store view, with its exact messages. */
export function cartForUser(ctx: RequestContext, masked: string): CartRow {
  const cart = cartByMaskedId(ctx, masked);
  if (!cart) throw cartNotFound(masked);
  if (!cart.is_active) throw noSuchEntity("The cart isn't active.");
  if ((cart.customer_id ?? null) !== ctx.customerId) throw authorizationError(`The current user cannot perform operations on cart "${masked}"`);
  if (cart.store_id !== ctx.store.id) throw noSuchEntity(`Wrong store code specified for cart "${masked}"`);
  return cart;
}

/** The signed-in customer's active cart, created on demand (and moved to the current store view). */
export function customerActiveCart(ctx: RequestContext): CartRow {
  if (!ctx.customerId) throw notAuthorizedCustomer();
  const cart = ctx.shop.data.cart.activeOf(ctx.customerId);
  if (!cart) return createCart(ctx, ctx.customerId);
  if (cart.store_id !== ctx.store.id) ctx.shop.data.cart.set(cart.id, 'store_id', ctx.store.id);
  return reloadCart(ctx, cart);
}

export const cartItems = (ctx: RequestContext, cart: CartRow): CartItemRow[] => ctx.shop.data.cart.items(cart.id);

/** Resolves an item request to the simple product to sell (a variant for configurables); a string is the refusal. */
export function sellable(ctx: RequestContext, req: ItemRequest): { product: ProductRow; parent: ProductRow | null } | string {
  const { catalog } = ctx.shop.data;
  const parentSku = req.parent_sku;
  let product = catalog.productBySku(ctx.store.id, req.sku);
  let parent = parentSku ? (catalog.productBySku(ctx.store.id, parentSku) ?? null) : null;
  if (parentSku && !parent) return `Could not find a product with SKU "${parentSku}"`;
  if (!product) return `Could not find a product with SKU "${req.sku}"`;
  if (product.type === 'configurable') {
    parent = product;
    const wanted = (req.selected_options ?? [])
      .filter((o): o is string => !!o)
      .map((o) => fromUid(o).split('/'))
      .filter((parts) => parts[0] === 'configurable')
      .map((parts) => Number(parts[2]));
    const variant = catalog.variantsOf(ctx.store.id, product.id).find((v) => wanted.includes(v.color!) && wanted.includes(v.size!));
    if (!variant) return 'You need to choose options for your item.';
    product = variant;
  } else if (!parent && product.parent_id) {
    parent = catalog.productsByIds(ctx.store.id, [product.parent_id])[0] ?? null;
  }
  if (parent && product.parent_id !== parent.id) return `Could not find specified product.`;
  return { product, parent };
}

/** Magento's stock-item check of a quantity in the cart (after adding): its error text, or null when it may be sold. */
function saleQtyError(qty: number): string | null {
  if (qty < MIN_SALE_QTY) return `The fewest you may purchase is ${MIN_SALE_QTY}.`;
  if (!Number.isInteger(qty)) return CHOICE_ERRORS.decimalQty;
  if (qty > MAX_SALE_QTY) return `The most you may purchase is ${MAX_SALE_QTY}.`;
  return null;
}

/** Magento's error code for a refusal it words so (Quote's AddProductsToCartError), UNDEFINED for the others. */
function codeOf(message: string): CartUserErrorCode {
  if (message.startsWith('Could not find a product')) return 'PRODUCT_NOT_FOUND';
  if (message === CHOICE_ERRORS.bundleUnavailable || message.startsWith('Product that you are trying')) return 'NOT_SALABLE';
  if (/^The (fewest|most) you may purchase|^The requested qty/.test(message)) return 'INSUFFICIENT_STOCK';
  return 'UNDEFINED';
}

/** Why `qty` of a line cannot be had from stock (its product's, or each bundle part's for its quantity), or null. */
function stockError(ctx: RequestContext, product: ProductRow, chosen: Chosen, qty: number): string | null {
  if (product.type !== 'bundle') return qty > product.qty ? 'The requested qty is not available' : null;
  const selections = ctx.shop.data.catalog.bundleSelections(product.id);
  for (const c of chosen.bundle ?? []) {
    const part = productById(ctx, selections.find((s) => s.id === c.selection)!.product_id);
    if (!part || part.qty < c.qty * qty) return 'The requested qty is not available';
  }
  return null;
}

/** One line's worth of a request: the product to sell, its configurable parent, and what was chosen. */
interface Line {
  product: ProductRow;
  parent: ProductRow | null;
  chosen: Chosen;
}

/** Adds `quantity` of a line (to the line with the same product and choices, or a new one); a string is the refusal. */
function addLine(ctx: RequestContext, cart: CartRow, line: Line, quantity: number): string | null {
  const carts = ctx.shop.data.cart;
  const { product, parent, chosen } = line;
  if (product.type === 'bundle' ? !inStock(ctx, product) : product.qty <= 0) return 'Product that you are trying to add is not available.';
  const options = storedChosen(chosen);
  const existing = carts.lineFor(cart.id, product.id, options);
  const qty = (existing?.qty ?? 0) + quantity;
  const invalid = saleQtyError(qty) ?? saleQtyError(quantity) ?? stockError(ctx, product, chosen, qty);
  if (invalid) return invalid;
  if (existing) carts.setItemQty(existing.id, qty);
  else carts.insertItem(cart.id, product.id, parent?.id ?? null, qty, options);
  return null;
}

/**
 * Adds items (a line per product and choices, quantities summed; a grouped product's parts each on a line of their
 * own); what cannot be added comes back as user errors, in Magento's words.
 */
export function addItems(ctx: RequestContext, cart: CartRow, items: ItemRequest[]): CartUserError[] {
  const errors: CartUserError[] = [];
  const err = (message: string, code = codeOf(message)) => errors.push({ __typename: 'CartUserInputError', code, message });
  for (const req of items) {
    if (!(req.quantity > 0)) {
      err('The product quantity should be greater than 0', 'INVALID_PARAMETER_VALUE');
      continue;
    }
    const found = sellable(ctx, req);
    if (typeof found === 'string') {
      err(found);
      continue;
    }
    try {
      const { product, parent } = found;
      if (product.type === 'grouped') {
        for (const part of groupedChoice(ctx, product, req)) {
          const child = productById(ctx, part.productId)!;
          const refused = addLine(ctx, cart, { product: child, parent: null, chosen: chosenFor(ctx, child, {}) }, part.qty);
          if (refused) err(refused);
        }
        continue;
      }
      // A configurable product's customizable options are its own, not its variant's.
      const refused = addLine(ctx, cart, { product, parent, chosen: chosenFor(ctx, parent ?? product, req) }, req.quantity);
      if (refused) err(refused);
    } catch (e) {
      if (!(e instanceof ChoiceError)) throw e;
      err(e.message);
    }
  }
  touch(ctx, cart);
  return errors;
}

/** addItems in one transaction: one commit for all lines and the cart's timestamp instead of one per statement. */
export const addItemsAtOnce = (ctx: RequestContext, cart: CartRow, items: ItemRequest[]) =>
  ctx.shop.db.transaction(() => addItems(ctx, cart, items))();

function itemOf(ctx: RequestContext, cart: CartRow, itemUid?: string | null, itemId?: number | null): CartItemRow {
  const id = itemUid ? idFromUid(itemUid) : Number(itemId);
  const item = ctx.shop.data.cart.item(id, cart.id);
  if (!item) throw noSuchEntity(`The cart doesn't contain the item`);
  return item;
}

/** Magento's CustomizableOptionInput: an option by id or uid ("custom-option/<id>"), its text or value id(s). */
interface OptionUpdate {
  id?: number | null;
  uid?: string | null;
  value_string: string;
}

/**
 * A line's customizable options replaced by those given (Magento's updateCartItems customizable_options), checked as
 * when added; its other choices (bundle selections, links) kept.
 */
function withCustomOptions(ctx: RequestContext, item: CartItemRow, updates: (OptionUpdate | null)[]): string | null {
  const owner = productById(ctx, item.parent_id ?? item.product_id)!;
  const entered = updates.filter((u): u is OptionUpdate => !!u).map((u) => ({ uid: u.uid ?? uid(`custom-option/${u.id}`), value: u.value_string }));
  try {
    const chosen: Chosen = { ...parseChosen(item.options), custom: customOptionsChosen(ctx, owner, entered) };
    if (!chosen.custom) delete chosen.custom;
    return storedChosen(chosen);
  } catch (e) {
    if (e instanceof ChoiceError) throw inputError(e.message);
    throw e;
  }
}

export function updateItems(
  ctx: RequestContext,
  cart: CartRow,
  items: ({
    cart_item_uid?: string | null;
    cart_item_id?: number | null;
    quantity?: number | null;
    customizable_options?: (OptionUpdate | null)[] | null;
  } | null)[]
) {
  const { cart: carts, catalog } = ctx.shop.data;
  for (const i of items) {
    if (!i) continue;
    const item = itemOf(ctx, cart, i.cart_item_uid, i.cart_item_id);
    const qty = i.quantity ?? item.qty;
    if (qty <= 0) {
      carts.deleteItem(item.id);
      continue;
    }
    const options = i.customizable_options ? withCustomOptions(ctx, item, i.customizable_options) : item.options;
    const invalid = saleQtyError(qty) ?? stockError(ctx, catalog.productsByIds(ctx.store.id, [item.product_id])[0], parseChosen(options), qty);
    if (invalid) throw inputError(invalid);
    carts.setItemQty(item.id, qty);
    if (options !== item.options) carts.setItemOptions(item.id, options);
  }
  touch(ctx, cart);
}

export function removeItem(ctx: RequestContext, cart: CartRow, itemUid?: string | null, itemId?: number | null) {
  ctx.shop.data.cart.deleteItem(itemOf(ctx, cart, itemUid, itemId).id);
  touch(ctx, cart);
}

/** Moves a guest cart's items into the customer's cart (as much as is in stock) and closes the guest cart. */
export function mergeCarts(ctx: RequestContext, sourceMasked: string, destinationMasked?: string | null): CartRow {
  if (!ctx.customerId) throw notAuthorizedCustomer();
  const { cart: carts, catalog } = ctx.shop.data;
  const source = cartByMaskedId(ctx, sourceMasked);
  if (!source) throw cartNotFound(sourceMasked);
  if (!source.is_active) throw noSuchEntity("The cart isn't active.");
  if (source.customer_id && source.customer_id !== ctx.customerId)
    throw authorizationError(`The current user cannot perform operations on cart "${sourceMasked}"`);
  const dest = destinationMasked ? cartForUser(ctx, destinationMasked) : customerActiveCart(ctx);
  ctx.shop.db.transaction(() => {
    for (const i of carts.items(source.id)) {
      const p = catalog.productsByIds(ctx.store.id, [i.product_id])[0];
      const parent = i.parent_id ? (productById(ctx, i.parent_id) ?? null) : null;
      // As much as is in stock (a bundle's parts are checked by addLine: all of the line or none).
      addLine(ctx, dest, { product: p, parent, chosen: parseChosen(i.options) }, p.type === 'bundle' ? i.qty : Math.min(i.qty, p.qty));
    }
    carts.deactivate(source.id);
  })();
  return reloadCart(ctx, dest);
}

export function setShippingAddress(ctx: RequestContext, cart: CartRow, address: Address) {
  ctx.shop.data.cart.set(cart.id, 'shipping_address', JSON.stringify(address));
}
export function setBillingAddress(ctx: RequestContext, cart: CartRow, address: Address) {
  ctx.shop.data.cart.set(cart.id, 'billing_address', JSON.stringify(address));
}
export function setShippingMethod(ctx: RequestContext, cart: CartRow, carrier: string, method: string) {
  if (!cart.shipping_address) throw inputError('The shipping address is missing. Set the address and try again.');
  // A carrier that does not ship to the address is listed with its reason but is no rate to choose (as Magento's rate error).
  if (!totals(ctx, cart).methods.some((m) => !m.unavailable && m.carrier_code === carrier && m.method_code === method)) {
    throw inputError(`Carrier with such method not found: ${carrier}, ${method}`);
  }
  ctx.shop.data.cart.set(cart.id, 'shipping_method', `${carrier}|${method}`);
}
export function setEmail(ctx: RequestContext, cart: CartRow, email: string) {
  if (!isValidEmail(email)) throw inputError('Invalid email format');
  ctx.shop.data.cart.set(cart.id, 'email', email);
}

export function applyCoupon(ctx: RequestContext, cart: CartRow, code: string) {
  const carts = ctx.shop.data.cart;
  if (!carts.items(cart.id).length) throw inputError('Cart does not contain products.');
  if (cart.coupon_code) throw inputError('A coupon is already applied to the cart. Please remove it to apply another');
  const coupon = carts.activeCoupon(code.trim());
  if (!coupon) throw noSuchEntity("The coupon code isn't valid. Verify the code and try again.");
  carts.set(cart.id, 'coupon_code', coupon.code);
}
export const removeCoupon = (ctx: RequestContext, cart: CartRow) => ctx.shop.data.cart.set(cart.id, 'coupon_code', null);

/** An address for checkout: typed in, or one of the signed-in customer's saved addresses. */
export function addressFromInput(ctx: RequestContext, input: { address?: AddressInputFields | null; customer_address_id?: number | null }): Address {
  if (input.customer_address_id) {
    if (!ctx.customerId) throw notAuthorizedCustomer();
    const row = ctx.shop.data.customer.ownAddress(input.customer_address_id, ctx.customerId);
    if (!row) throw noSuchEntity(`Could not find a address with ID "${input.customer_address_id}"`);
    return normaliseAddress(ctx, JSON.parse(row.data));
  }
  if (!input.address) throw inputError('The shipping address must contain either "customer_address_id" or "address".');
  return normaliseAddress(ctx, input.address);
}

/** The billing address; "same as shipping" without an address of its own copies the shipping one (and keeps both). */
export function setBillingFromInput(
  ctx: RequestContext,
  cart: CartRow,
  b: {
    address?: AddressInputFields | null;
    customer_address_id?: number | null;
    same_as_shipping?: boolean | null;
    use_for_shipping?: boolean | null;
  }
) {
  const same = b.same_as_shipping ?? b.use_for_shipping;
  const address = same && !b.address && !b.customer_address_id ? parseAddress(cart.shipping_address) : addressFromInput(ctx, b);
  if (!address) throw inputError('The shipping address is missing. Set the address and try again.');
  setBillingAddress(ctx, cart, address);
  if (same) setShippingAddress(ctx, cart, address);
}
