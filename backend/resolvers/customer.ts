import crypto from 'node:crypto';
import type { RequestContext } from '../shop';
import { sendMail } from '../mail/outbox';
import { inputError, noSuchEntity, alreadyExists, authorizationError, notAuthorizedCustomer } from './errors';
import { hashPasswordAsync, assertPasswordStrength, signIn, revokeTokens, checkCurrentPassword, clock, resetTokenHash, RESET_TOKEN_LIFETIME_MS } from './auth';
import { throttle } from '../throttle';
import { idFromUid, uid } from './util';
import { isValidEmail } from './inputLimits';
import { normaliseAddress, sellable, selectedConfigurableOptions, type CartItemRequest, type OrderRow, type Address } from './cart';
import { productById, productBySku } from './catalog';

interface CustomerRow { id: number; email: string; firstname: string; lastname: string; middlename: string | null; prefix: string | null; suffix: string | null; dob: string | null; gender: number | null; taxvat: string | null; password_hash: string; created_at: string }

function me(ctx: RequestContext): CustomerRow {
  if (!ctx.customerId) throw notAuthorizedCustomer();
  return ctx.shop.sql('SELECT * FROM customer WHERE id = ?').get(ctx.customerId) as CustomerRow;
}
const isSubscribed = (ctx: RequestContext, email: string) =>
  !!ctx.shop.sql("SELECT 1 FROM newsletter_subscriber WHERE email = ? AND status = 'SUBSCRIBED'").get(email);
function setSubscription(ctx: RequestContext, email: string, customerId: number | null, on: boolean) {
  ctx.shop.sql(`INSERT INTO newsletter_subscriber (email, customer_id, store_id, status) VALUES (?, ?, ?, ?)
    ON CONFLICT (email) DO UPDATE SET status = excluded.status, customer_id = COALESCE(excluded.customer_id, customer_id)`)
    .run(email, customerId, ctx.store.id, on ? 'SUBSCRIBED' : 'UNSUBSCRIBED');
}

type CustomerFields = Partial<Pick<CustomerRow, 'firstname' | 'lastname' | 'middlename' | 'prefix' | 'suffix' | 'gender' | 'taxvat'>> & { date_of_birth?: string; dob?: string; is_subscribed?: boolean };
function updateFields(ctx: RequestContext, id: number, input: CustomerFields) {
  for (const f of ["firstname", "lastname"] as const) if (input[f] !== undefined && !String(input[f] ?? '').trim()) throw inputError(`"${f}" is required. Enter and try again.`);
  const cols = ['firstname', 'lastname', 'middlename', 'prefix', 'suffix', 'gender', 'taxvat'] as const;
  for (const c of cols) if (input[c] !== undefined) ctx.shop.sql(`UPDATE customer SET ${c} = ? WHERE id = ?`).run(input[c], id);
  const dob = input.date_of_birth ?? input.dob;
  if (dob !== undefined) ctx.shop.sql('UPDATE customer SET dob = ? WHERE id = ?').run(dob, id);
}

async function createCustomer(ctx: RequestContext, input: CustomerFields & { email: string; password?: string }) {
  throttle([ctx.shop.throttles.accountCreation, ctx.clientIp]);
  if (!isValidEmail(input.email)) throw inputError(`"${input.email}" is not a valid email address.`);
  if (!input.password) throw inputError('"password" is required. Enter and try again.');
  assertPasswordStrength(input.password, input.email);
  const taken = () => ctx.shop.sql('SELECT 1 FROM customer WHERE email = ?').get(input.email);
  if (taken()) throw alreadyExists('A customer with the same email address already exists in an associated website.');
  if (!input.firstname?.trim() || !input.lastname?.trim()) throw inputError('"firstname" and "lastname" are required. Enter and try again.');
  const passwordHash = await hashPasswordAsync(input.password);
  // Another request may have taken the address while the password was being hashed.
  if (taken()) throw alreadyExists('A customer with the same email address already exists in an associated website.');
  const r = ctx.shop.sql('INSERT INTO customer (email, firstname, lastname, password_hash, store_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(input.email, input.firstname.trim(), input.lastname.trim(), passwordHash, ctx.store.id, new Date().toISOString().replace('T', ' ').slice(0, 19));
  const id = Number(r.lastInsertRowid);
  updateFields(ctx, id, { ...input, firstname: undefined, lastname: undefined });
  if (input.is_subscribed) setSubscription(ctx, input.email, id, true);
  return { customer: ctx.shop.sql('SELECT * FROM customer WHERE id = ?').get(id) };
}

function saveAddress(ctx: RequestContext, customerId: number, input: Record<string, unknown>, id?: number) {
  const region = (input.region ?? {}) as { region_code?: string; region?: string; region_id?: number };
  const a = normaliseAddress(ctx, { ...(input as Partial<Address>), country_code: (input.country_code ?? input.country_id) as string,
    region: region.region ?? null, region_code: region.region_code ?? null, region_id: region.region_id ?? null });
  const flags = [input.default_shipping ? 1 : 0, input.default_billing ? 1 : 0];
  if (flags[0]) ctx.shop.sql('UPDATE customer_address SET default_shipping = 0 WHERE customer_id = ?').run(customerId);
  if (flags[1]) ctx.shop.sql('UPDATE customer_address SET default_billing = 0 WHERE customer_id = ?').run(customerId);
  if (id) {
    ctx.shop.sql('UPDATE customer_address SET data = ?, default_shipping = ?, default_billing = ? WHERE id = ?').run(JSON.stringify(a), ...flags, id);
    return id;
  }
  return Number(ctx.shop.sql('INSERT INTO customer_address (customer_id, data, default_shipping, default_billing) VALUES (?, ?, ?, ?)').run(customerId, JSON.stringify(a), ...flags).lastInsertRowid);
}
type AddressRow = { id: number; customer_id: number; data: string; default_shipping: number; default_billing: number };
function addressOut(r: AddressRow) {
  const a = JSON.parse(r.data) as Address;
  return { ...a, id: r.id, uid: uid(r.id), customer_id: r.customer_id, country_code: a.country_code, country_id: a.country_code,
    region: { region: a.region, region_code: a.region_code, region_id: a.region_id }, region_id: a.region_id,
    default_shipping: !!r.default_shipping, default_billing: !!r.default_billing, custom_attributesV2: [] };
}
function updateAddress(ctx: RequestContext, id: number, input?: Record<string, unknown>) {
  const r = ownAddress(ctx, id);
  saveAddress(ctx, r.customer_id, { ...addressOut(r), region: addressOut(r).region, ...(input ?? {}) }, r.id);
  return addressOut(ownAddress(ctx, id));
}
function deleteAddress(ctx: RequestContext, id: number) {
  const r = ownAddress(ctx, id);
  if (r.default_billing) throw inputError(`Customer Address ${r.id} is set as default billing address and can not be deleted`);
  if (r.default_shipping) throw inputError(`Customer Address ${r.id} is set as default shipping address and can not be deleted`);
  ctx.shop.sql('DELETE FROM customer_address WHERE id = ?').run(r.id);
  return true;
}
/** An address uid (base64 of its id); anything else is an address that does not exist. */
function addressIdFromUid(value: string): number {
  const id = idFromUid(value);
  if (id < 0) throw noSuchEntity(`Could not find a address with ID "${value}"`);
  return id;
}
function ownAddress(ctx: RequestContext, id: number): AddressRow {
  const c = me(ctx);
  const r = ctx.shop.sql('SELECT * FROM customer_address WHERE id = ?').get(id) as AddressRow | undefined;
  if (!r) throw noSuchEntity(`Could not find a address with ID "${id}"`);
  if (r.customer_id !== c.id) throw authorizationError(`Current customer does not have permission to address with ID "${id}"`);
  return r;
}

function wishlistOut(ctx: RequestContext, customerId: number) {
  const items = ctx.shop.sql('SELECT * FROM wishlist_item WHERE customer_id = ? ORDER BY id').all(customerId) as
    { id: number; product_id: number; variant_id: number | null; qty: number; description: string | null; added_at: string }[];
  const rows = items.map((i) => {
    const p = productById(ctx, i.product_id);
    const row = { id: String(i.id), quantity: i.qty, qty: i.qty, description: i.description, added_at: i.added_at, product: p };
    if (p?.type !== 'configurable') return { __typename: 'SimpleWishlistItem', ...row };
    // The options chosen when it was added (none when the shopper added the product without choosing).
    const variant = i.variant_id ? productById(ctx, i.variant_id) ?? null : null;
    return { __typename: 'ConfigurableWishlistItem', ...row, configured_variant: variant, child_sku: variant?.sku ?? p.sku,
      configurable_options: variant ? selectedConfigurableOptions(ctx, p, variant) : [] };
  });
  return { id: String(customerId), items_count: rows.length, name: 'Wish List', sharing_code: null, updated_at: items.at(-1)?.added_at ?? null,
    items: rows, items_v2: { items: rows, page_info: { current_page: 1, page_size: rows.length || 20, total_pages: 1 } } };
}

function orderOut(ctx: RequestContext, o: OrderRow) {
  const m = (v: number) => ({ value: Math.round(v * o.rate * 100) / 100, currency: o.currency });
  const addr = (json: string) => { const a = JSON.parse(json) as Address; return { ...a, region: a.region, region_id: a.region_id ? String(a.region_id) : null, custom_attributesV2: [] }; };
  const [carrier] = o.shipping_method.split('|');
  const items = (ctx.shop.sql('SELECT * FROM sales_order_item WHERE order_id = ?').all(o.id) as { id: number; product_id: number; parent_id: number | null; sku: string; name: string; qty: number; price: number; options: string }[])
    .map((i) => ({
      id: uid(i.id), product_name: i.name, product_sku: i.sku, product_url_key: productById(ctx, i.parent_id ?? i.product_id)?.url_key ?? null,
      product_type: i.parent_id ? 'configurable' : 'simple', product_sale_price: m(i.price), quantity_ordered: i.qty, status: 'Ordered',
      product: productById(ctx, i.parent_id ?? i.product_id), entered_options: [],
      selected_options: (JSON.parse(i.options) as { code: string; label: string }[]).map((s) => ({ label: s.code, value: s.label })),
      prices: { price: m(i.price), price_including_tax: m(i.price), row_total: m(i.price * i.qty), row_total_including_tax: m(i.price * i.qty),
        original_row_total: m(i.price * i.qty), original_row_total_including_tax: m(i.price * i.qty), total_item_discount: m(0), fixed_product_taxes: [], discounts: [] }
    }));
  return {
    id: uid(o.id), number: o.increment_id, order_number: o.increment_id, increment_id: o.increment_id, created_at: o.created_at, order_date: o.created_at,
    order_status_change_date: o.created_at, status: 'Pending', email: o.email, grand_total: Math.round(o.grand_total * o.rate * 100) / 100, token: uid(`${o.id}:${o.email}`),
    is_virtual: false, carrier: carrier === 'freeshipping' ? 'Free Shipping' : 'Flat Rate', shipping_method: carrier === 'freeshipping' ? 'Free Shipping - Free' : 'Flat Rate - Fixed',
    shipping_address: addr(o.shipping_address), billing_address: addr(o.billing_address), items, invoices: [], shipments: [], credit_memos: [], comments: [],
    available_actions: [], applied_coupons: o.coupon_code ? [{ code: o.coupon_code }] : [],
    customer_info: { firstname: JSON.parse(o.billing_address).firstname, lastname: JSON.parse(o.billing_address).lastname },
    payment_methods: [{ name: o.payment_method === 'checkmo' ? 'Check / Money order' : 'Cash On Delivery', type: o.payment_method, additional_data: [] }],
    total: {
      subtotal: m(o.subtotal), subtotal_excl_tax: m(o.subtotal), subtotal_incl_tax: m(o.subtotal), grand_total: m(o.grand_total), grand_total_excl_tax: m(o.grand_total),
      base_grand_total: { value: o.grand_total, currency: 'USD' }, total_shipping: m(o.shipping), total_tax: m(0), taxes: [],
      shipping_handling: { amount_excluding_tax: m(o.shipping), amount_including_tax: m(o.shipping), total_amount: m(o.shipping), taxes: [], discounts: [] },
      discounts: o.discount ? [{ amount: m(o.discount), label: o.coupon_code ?? 'Discount' }] : []
    }
  };
}
export { orderOut };

export const customerQueries = {
  customer: (_: unknown, __: unknown, ctx: RequestContext) => me(ctx),
  customerPaymentTokens: (_: unknown, __: unknown, ctx: RequestContext) =>
    ({ items: ctx.shop.sql('SELECT public_hash, method AS payment_method_code, type, details FROM payment_token WHERE customer_id = ?').all(me(ctx).id) })
};

export const customerTypes = {
  Customer: {
    id: (c: CustomerRow) => uid(c.id),
    date_of_birth: (c: CustomerRow) => c.dob,
    is_subscribed: (c: CustomerRow, _: unknown, ctx: RequestContext) => isSubscribed(ctx, c.email),
    confirmation_status: () => 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
    allow_remote_shopping_assistance: () => false,
    group_id: () => 1,
    addresses: (c: CustomerRow, _: unknown, ctx: RequestContext) => (ctx.shop.sql('SELECT * FROM customer_address WHERE customer_id = ? ORDER BY id').all(c.id) as AddressRow[]).map(addressOut),
    default_shipping: (c: CustomerRow, _: unknown, ctx: RequestContext) => (ctx.shop.sql('SELECT id FROM customer_address WHERE customer_id = ? AND default_shipping = 1').get(c.id) as { id: number } | undefined)?.id?.toString() ?? null,
    default_billing: (c: CustomerRow, _: unknown, ctx: RequestContext) => (ctx.shop.sql('SELECT id FROM customer_address WHERE customer_id = ? AND default_billing = 1').get(c.id) as { id: number } | undefined)?.id?.toString() ?? null,
    orders: (c: CustomerRow, a: { currentPage: number; pageSize: number }, ctx: RequestContext) => {
      const all = (ctx.shop.sql('SELECT * FROM sales_order WHERE customer_id = ? ORDER BY id DESC').all(c.id) as OrderRow[]);
      return { total_count: all.length, items: all.slice((a.currentPage - 1) * a.pageSize, a.currentPage * a.pageSize).map((o) => orderOut(ctx, o)),
        page_info: { current_page: a.currentPage, page_size: a.pageSize, total_pages: Math.ceil(all.length / a.pageSize) } };
    },
    wishlist: (c: CustomerRow, _: unknown, ctx: RequestContext) => wishlistOut(ctx, c.id),
    wishlists: (c: CustomerRow, _: unknown, ctx: RequestContext) => [wishlistOut(ctx, c.id)],
    wishlist_v2: (c: CustomerRow, a: { id: string }, ctx: RequestContext) => (a.id === String(c.id) ? wishlistOut(ctx, c.id) : null)
  }
};

const contact = (ctx: RequestContext, input: { name: string; email: string; comment: string; telephone?: string }) => {
  throttle([ctx.shop.throttles.contact, ctx.clientIp]);
  if (!input.name?.trim()) throw inputError('Enter the Name and try again.');
  if (!input.comment?.trim()) throw inputError('Enter the comment and try again.');
  if (!isValidEmail(input.email)) throw inputError('The email address is invalid. Verify the email address and try again.');
  throttle([ctx.shop.throttles.outbox, 'all']);
  sendMail(ctx.shop.outboxDir, { to: 'owner@example.com', replyTo: input.email, subject: `Contact form: ${input.name}`,
    text: `Name: ${input.name}\nEmail: ${input.email}\nTelephone: ${input.telephone ?? ''}\n\n${input.comment}` });
  return { status: true };
};

export const customerMutations = {
  createCustomer: (_: unknown, a: { input: CustomerFields & { email: string; password?: string } }, ctx: RequestContext) => createCustomer(ctx, a.input),
  createCustomerV2: (_: unknown, a: { input: CustomerFields & { email: string; password?: string } }, ctx: RequestContext) => createCustomer(ctx, a.input),
  generateCustomerToken: async (_: unknown, a: { email: string; password: string }, ctx: RequestContext) => {
    if (!a.email?.trim()) throw inputError('Specify the "email" value.');
    if (!a.password) throw inputError('Specify the "password" value.');
    const t = ctx.shop.throttles;
    throttle([t.signInPerAccount, `${ctx.clientIp}|${a.email.trim().toLowerCase()}`], [t.signInPerClient, ctx.clientIp]);
    return { token: await signIn(ctx.shop, a.email, a.password) };
  },
  revokeCustomerToken: (_: unknown, __: unknown, ctx: RequestContext) => { revokeTokens(ctx.shop, me(ctx).id); return { result: true }; },
  updateCustomer: (_: unknown, a: { input: CustomerFields }, ctx: RequestContext) => customerMutations.updateCustomerV2(_, a, ctx),
  updateCustomerV2: (_: unknown, a: { input: CustomerFields }, ctx: RequestContext) => {
    const c = me(ctx);
    updateFields(ctx, c.id, a.input);
    if (a.input.is_subscribed !== undefined) setSubscription(ctx, c.email, c.id, !!a.input.is_subscribed);
    return { customer: me(ctx) };
  },
  updateCustomerEmail: async (_: unknown, a: { email: string; password: string }, ctx: RequestContext) => {
    const c = me(ctx);
    if (!a.password) throw inputError('Provide the current "password" to change "email".');
    await checkCurrentPassword(ctx.shop, c.id, a.password);
    if (!isValidEmail(a.email)) throw inputError(`"${a.email}" is not a valid email address.`);
    if (ctx.shop.sql('SELECT 1 FROM customer WHERE email = ? AND id != ?').get(a.email, c.id)) throw alreadyExists('A customer with the same email address already exists in an associated website.');
    ctx.shop.sql('UPDATE customer SET email = ? WHERE id = ?').run(a.email, c.id);
    return { customer: me(ctx) };
  },
  changeCustomerPassword: async (_: unknown, a: { currentPassword: string; newPassword: string }, ctx: RequestContext) => {
    const c = me(ctx);
    if (!a.currentPassword?.trim()) throw inputError('Specify the "currentPassword" value.');
    if (!a.newPassword?.trim()) throw inputError('Specify the "newPassword" value.');
    await checkCurrentPassword(ctx.shop, c.id, a.currentPassword);
    assertPasswordStrength(a.newPassword, c.email);
    ctx.shop.sql('UPDATE customer SET password_hash = ? WHERE id = ?').run(await hashPasswordAsync(a.newPassword), c.id);
    // Whoever else held a session (a stolen token too) is signed out; this one stays.
    revokeTokens(ctx.shop, c.id, ctx.token);
    ctx.shop.sql('DELETE FROM password_reset WHERE customer_id = ?').run(c.id);
    return me(ctx);
  },
  requestPasswordResetEmail: (_: unknown, a: { email: string }, ctx: RequestContext) => {
    if (!isValidEmail(a.email)) throw inputError('The email address has an invalid format.');
    const t = ctx.shop.throttles;
    throttle([t.passwordResetPerAccount, `${ctx.clientIp}|${a.email.toLowerCase()}`], [t.passwordResetPerClient, ctx.clientIp], [t.outbox, 'all']);
    const c = ctx.shop.sql('SELECT id, email, firstname FROM customer WHERE email = ?').get(a.email) as { id: number; email: string; firstname: string } | undefined;
    // The same answer with or without an account: nobody learns from it whether an address is registered.
    if (!c) return true;
    const token = crypto.randomBytes(24).toString('base64url');
    // Only the latest link works (Magento keeps one reset token per customer).
    ctx.shop.sql('DELETE FROM password_reset WHERE customer_id = ?').run(c.id);
    ctx.shop.sql('INSERT INTO password_reset VALUES (?, ?, ?)').run(resetTokenHash(token), c.id, clock.now() + RESET_TOKEN_LIFETIME_MS);
    const link = new URL(`customer/account/createPassword?token=${token}`, ctx.shop.publicUrl.replace(/\/?$/, '/'));
    sendMail(ctx.shop.outboxDir, { to: c.email, subject: 'Reset your Sample Shop password',
      text: `Hello ${c.firstname},\n\nSet a new password here:\n${link.href}\n\nIf you did not ask for this, ignore this mail.` });
    return true;
  },
  resetPassword: async (_: unknown, a: { email: string; resetPasswordToken: string; newPassword: string }, ctx: RequestContext) => {
    throttle([ctx.shop.throttles.passwordResetPerClient, ctx.clientIp]);
    const mismatched = () => inputError('The password token is mismatched. Reset and try again.');
    const hash = resetTokenHash(String(a.resetPasswordToken ?? ''));
    const row = ctx.shop.sql('SELECT r.customer_id, r.expires_at FROM password_reset r JOIN customer c ON c.id = r.customer_id WHERE r.token = ? AND c.email = ?').get(hash, a.email) as { customer_id: number; expires_at: number } | undefined;
    if (!row || row.expires_at < clock.now()) throw mismatched();
    assertPasswordStrength(a.newPassword, a.email);
    const passwordHash = await hashPasswordAsync(a.newPassword);
    // Single use: of two concurrent resets with one token, only the one that consumes it sets the password.
    if (!ctx.shop.sql('DELETE FROM password_reset WHERE token = ?').run(hash).changes) throw mismatched();
    ctx.shop.sql('UPDATE customer SET password_hash = ?, failures = 0, lock_expires = NULL WHERE id = ?').run(passwordHash, row.customer_id);
    ctx.shop.sql('DELETE FROM password_reset WHERE customer_id = ?').run(row.customer_id);
    revokeTokens(ctx.shop, row.customer_id);
    return true;
  },
  createCustomerAddress: (_: unknown, a: { input: Record<string, unknown> }, ctx: RequestContext) => {
    const c = me(ctx);
    return addressOut(ownAddress(ctx, saveAddress(ctx, c.id, a.input)));
  },
  updateCustomerAddress: (_: unknown, a: { id: number; input?: Record<string, unknown> }, ctx: RequestContext) => updateAddress(ctx, a.id, a.input),
  // Magento 2.4.7+: the address by its uid.
  updateCustomerAddressV2: (_: unknown, a: { uid: string; input?: Record<string, unknown> }, ctx: RequestContext) =>
    updateAddress(ctx, addressIdFromUid(a.uid), a.input),
  deleteCustomerAddress: (_: unknown, a: { id: number }, ctx: RequestContext) => deleteAddress(ctx, a.id),
  deleteCustomerAddressV2: (_: unknown, a: { uid: string }, ctx: RequestContext) => deleteAddress(ctx, addressIdFromUid(a.uid)),
  addProductsToWishlist: (_: unknown, a: { wishlistId: string; wishlistItems: CartItemRequest[] }, ctx: RequestContext) => {
    const c = me(ctx);
    if (a.wishlistId !== String(c.id)) throw noSuchEntity(`The wishlist was not found.`);
    const user_errors: { code: string; message: string }[] = [];
    for (const i of a.wishlistItems) {
      if (!(i.quantity > 0)) { user_errors.push({ code: 'UNDEFINED', message: 'The quantity of a wish list item must be greater than 0.' }); continue; }
      // A configurable product keeps the variant chosen (child sku with parent_sku, or selected_options), or none.
      const bare = productBySku(ctx, i.sku);
      const found = bare?.type === 'configurable' && !i.selected_options?.length ? { product: bare, parent: null } : sellable(ctx, i);
      if (typeof found === 'string') { user_errors.push({ code: found.startsWith('Could not find a product') ? 'PRODUCT_NOT_FOUND' : 'UNDEFINED', message: found }); continue; }
      const productId = found.parent?.id ?? found.product.id;
      const variantId = found.parent ? found.product.id : null;
      // Like Magento, the same product (with the same options) again adds to the existing item's quantity.
      const existing = ctx.shop.sql('SELECT id FROM wishlist_item WHERE customer_id = ? AND product_id = ? AND variant_id IS ?')
        .get(c.id, productId, variantId) as { id: number } | undefined;
      if (existing) ctx.shop.sql('UPDATE wishlist_item SET qty = qty + ? WHERE id = ?').run(i.quantity, existing.id);
      else ctx.shop.sql('INSERT INTO wishlist_item (customer_id, product_id, variant_id, qty, added_at) VALUES (?, ?, ?, ?, ?)')
        .run(c.id, productId, variantId, i.quantity, new Date(clock.now()).toISOString().replace('T', ' ').slice(0, 19));
    }
    return { wishlist: wishlistOut(ctx, c.id), user_errors };
  },
  removeProductsFromWishlist: (_: unknown, a: { wishlistId: string; wishlistItemsIds: string[] }, ctx: RequestContext) => {
    const c = me(ctx);
    if (a.wishlistId !== String(c.id)) throw noSuchEntity(`The wishlist was not found.`);
    const user_errors: { code: string; message: string }[] = [];
    for (const id of a.wishlistItemsIds) {
      const r = ctx.shop.sql('DELETE FROM wishlist_item WHERE id = ? AND customer_id = ?').run(Number(id), c.id);
      if (!r.changes) user_errors.push({ code: 'UNDEFINED', message: `Could not find a wishlist item with ID "${id}"` });
    }
    return { wishlist: wishlistOut(ctx, c.id), user_errors };
  },
  deletePaymentToken: (_: unknown, a: { public_hash: string }, ctx: RequestContext) => {
    const c = me(ctx);
    const r = ctx.shop.sql('DELETE FROM payment_token WHERE public_hash = ? AND customer_id = ?').run(a.public_hash, c.id);
    if (!r.changes) throw noSuchEntity(`Could not find a token using public hash: ${a.public_hash}`);
    return { result: true, customerPaymentTokens: customerQueries.customerPaymentTokens(_, _, ctx) };
  },
  subscribeEmailToNewsletter: (_: unknown, a: { email: string }, ctx: RequestContext) => {
    throttle([ctx.shop.throttles.newsletter, ctx.clientIp]);
    if (!isValidEmail(a.email)) throw inputError('Enter a valid email address and try again.');
    if (isSubscribed(ctx, a.email)) throw inputError('This email address is already subscribed.');
    // An address with an account answers like any other (no "assigned to another user"): the answer must not tell
    // whether it is registered. The subscription is linked to the signed-in customer only when it is their own.
    const owner = ctx.shop.sql('SELECT id FROM customer WHERE email = ?').get(a.email) as { id: number } | undefined;
    setSubscription(ctx, a.email, owner && owner.id === ctx.customerId ? owner.id : null, true);
    return { status: 'SUBSCRIBED' };
  },
  contactUs: (_: unknown, a: { input: { name: string; email: string; comment: string; telephone?: string } }, ctx: RequestContext) => contact(ctx, a.input)
};

