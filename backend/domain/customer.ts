import crypto from 'node:crypto';
import type { RequestContext } from '../shop';
import type { CustomerRow, AddressRow } from '../db/customer';
import { PROFILE_COLUMNS } from '../db/customer';
import { sendMail } from '../mail/outbox';
import { oneLine } from '../mail/oneLine';
import { throttle, tooManyRequests } from '../throttle';
import { mailBudgetAllows } from './mailBudget';
import { inputError, noSuchEntity, alreadyExists, authorizationError, notAuthorizedCustomer } from './errors';
import { hashPasswordAsync, assertPasswordStrength } from './password';
import {
  signIn,
  revokeTokens,
  checkCurrentPassword,
  passwordChanged,
  clock,
  resetTokenHash,
  RESET_TOKEN_LIFETIME_MS,
  type PasswordGuard
} from './auth';
import { isValidEmail } from './inputLimits';
import { normaliseAddress, type AddressInputFields } from './address';
import { sellable, type ItemRequest } from './cart';
import { CHOICE_ERRORS } from './cartChoices';

const sqlTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
const emailTaken = () => alreadyExists('A customer with the same email address already exists in an associated website.');

/** The counters a password check of this request goes through; `client` is the session when there is one. */
function passwordGuard(ctx: RequestContext, client = ctx.clientIp): PasswordGuard {
  return { client, lockout: ctx.shop.throttles.signInLockout, slowdown: ctx.shop.throttles.signInSlowdown };
}

/** The signed-in customer; a guest is refused. */
export function currentCustomer(ctx: RequestContext): CustomerRow {
  if (!ctx.customerId) throw notAuthorizedCustomer();
  return ctx.shop.data.customer.byId(ctx.customerId)!;
}

export type ProfileInput = { [K in 'firstname' | 'lastname' | 'middlename' | 'prefix' | 'suffix' | 'gender' | 'taxvat']?: CustomerRow[K] | null } & {
  date_of_birth?: string | null;
  dob?: string | null;
  is_subscribed?: boolean | null;
};
export type NewCustomer = ProfileInput & { email?: string | null; password?: string | null };

export function updateProfile(ctx: RequestContext, id: number, input: ProfileInput): void {
  for (const f of ['firstname', 'lastname'] as const)
    if (input[f] !== undefined && !String(input[f] ?? '').trim()) throw inputError(`"${f}" is required. Enter and try again.`);
  const values: Partial<Record<(typeof PROFILE_COLUMNS)[number], unknown>> = { ...input, dob: input.date_of_birth ?? input.dob };
  for (const column of PROFILE_COLUMNS) if (values[column] !== undefined) ctx.shop.data.customer.setProfileField(id, column, values[column]);
}

export function setSubscription(ctx: RequestContext, email: string, customerId: number | null, subscribed: boolean): void {
  ctx.shop.data.customer.setSubscription(email, customerId, ctx.store.id, subscribed);
}

/**
 * Magento 2.4.7's AccountManagement::isEmailAvailable: while guest checkout login is off (its default), every address
 * is available, so the answer tells nobody who has an account; when it is on, each check (each alias of a request
 * too) is charged to the client's budget.
 */
export function isEmailAvailable(ctx: RequestContext, email: string): boolean {
  if (!ctx.shop.guestCheckoutLogin) return true;
  throttle([ctx.shop.throttles.emailAvailability, ctx.clientIp]);
  return !ctx.shop.data.customer.isEmailTaken(email);
}

export async function createCustomer(ctx: RequestContext, input: NewCustomer): Promise<CustomerRow> {
  const customers = ctx.shop.data.customer;
  throttle([ctx.shop.throttles.accountCreation, ctx.clientIp]);
  if (!isValidEmail(input.email)) throw inputError(`"${input.email}" is not a valid email address.`);
  if (!input.password) throw inputError('"password" is required. Enter and try again.');
  assertPasswordStrength(input.password, input.email);
  if (customers.isEmailTaken(input.email)) throw emailTaken();
  if (!input.firstname?.trim() || !input.lastname?.trim()) throw inputError('"firstname" and "lastname" are required. Enter and try again.');
  const passwordHash = await hashPasswordAsync(input.password);
  // Another request may have taken the address while the password was being hashed.
  if (customers.isEmailTaken(input.email)) throw emailTaken();
  const id = customers.insert({
    email: input.email,
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    passwordHash,
    storeId: ctx.store.id,
    createdAt: sqlTime(Date.now())
  });
  updateProfile(ctx, id, { ...input, firstname: undefined, lastname: undefined });
  if (input.is_subscribed) setSubscription(ctx, input.email, id, true);
  return customers.byId(id)!;
}

export async function signInCustomer(ctx: RequestContext, email: string, password: string): Promise<string> {
  if (!email?.trim()) throw inputError('Specify the "email" value.');
  if (!password) throw inputError('Specify the "password" value.');
  const t = ctx.shop.throttles;
  throttle([t.signInPerAccount, `${ctx.clientIp}|${email.trim().toLowerCase()}`], [t.signInPerClient, ctx.clientIp]);
  return signIn(ctx.shop.data.customer, email, password, passwordGuard(ctx));
}

export async function changeEmail(ctx: RequestContext, email: string, password: string): Promise<void> {
  const c = currentCustomer(ctx);
  if (!password) throw inputError('Provide the current "password" to change "email".');
  await checkCurrentPassword(ctx.shop.data.customer, c.id, password, passwordGuard(ctx, ctx.token ?? ctx.clientIp));
  if (!isValidEmail(email)) throw inputError(`"${email}" is not a valid email address.`);
  if (ctx.shop.data.customer.isEmailTaken(email, c.id)) throw emailTaken();
  ctx.shop.data.customer.setEmail(c.id, email);
}

export async function changePassword(ctx: RequestContext, currentPassword: string, newPassword: string): Promise<void> {
  const c = currentCustomer(ctx);
  if (!currentPassword?.trim()) throw inputError('Specify the "currentPassword" value.');
  if (!newPassword?.trim()) throw inputError('Specify the "newPassword" value.');
  const customers = ctx.shop.data.customer;
  await checkCurrentPassword(customers, c.id, currentPassword, passwordGuard(ctx, ctx.token ?? ctx.clientIp));
  assertPasswordStrength(newPassword, c.email);
  customers.setPassword(c.id, await hashPasswordAsync(newPassword));
  // Whoever else held a session (a stolen token too) is signed out; this one stays.
  revokeTokens(customers, c.id, ctx.token);
  customers.deletePasswordResets(c.id);
  passwordChanged(passwordGuard(ctx), c.email);
}

export function requestPasswordReset(ctx: RequestContext, email: string): void {
  if (!isValidEmail(email)) throw inputError('The email address has an invalid format.');
  const t = ctx.shop.throttles;
  throttle([t.passwordResetPerAccount, `${ctx.clientIp}|${email.toLowerCase()}`], [t.passwordResetPerClient, ctx.clientIp]);
  const customers = ctx.shop.data.customer;
  const c = customers.byEmail(email);
  // The same answer with or without an account, and when the mail budgets are spent (no mail is sent then): nobody
  // learns from it whether an address is registered, nor from budgets spent only by the mails really sent.
  if (!c || !mailBudgetAllows(ctx)) return;
  const token = crypto.randomBytes(24).toString('base64url');
  // Only the latest link works (Magento keeps one reset token per customer).
  customers.deletePasswordResets(c.id);
  customers.insertPasswordReset(resetTokenHash(token), c.id, clock.now() + RESET_TOKEN_LIFETIME_MS);
  const link = new URL(`customer/account/createPassword?token=${token}`, ctx.shop.publicUrl.replace(/\/?$/, '/'));
  sendMail(ctx.shop.outboxDir, {
    to: c.email,
    subject: 'Reset your Sample Shop password',
    text: `Hello ${oneLine(c.firstname)},\n\nSet a new password here:\n${link.href}\n\nIf you did not ask for this, ignore this mail.`
  });
}

export async function resetPassword(ctx: RequestContext, email: string, resetToken: string, newPassword: string): Promise<void> {
  throttle([ctx.shop.throttles.passwordResetPerClient, ctx.clientIp]);
  const customers = ctx.shop.data.customer;
  const mismatched = () => inputError('The password token is mismatched. Reset and try again.');
  const hash = resetTokenHash(String(resetToken ?? ''));
  const row = customers.passwordReset(hash, email);
  if (!row || row.expires_at < clock.now()) throw mismatched();
  assertPasswordStrength(newPassword, email);
  const passwordHash = await hashPasswordAsync(newPassword);
  // Single use: of two concurrent resets with one token, only the one that consumes it sets the password.
  if (!customers.consumePasswordReset(hash)) throw mismatched();
  customers.setPassword(row.customer_id, passwordHash);
  customers.deletePasswordResets(row.customer_id);
  revokeTokens(customers, row.customer_id);
  // The new password also lifts every client's lock (their keys name the old hash) and the account's slowdown.
  passwordChanged(passwordGuard(ctx), email);
}

/** An address of the signed-in customer (Magento's messages for a missing one and for someone else's). */
export function ownAddress(ctx: RequestContext, id: number): AddressRow {
  const c = currentCustomer(ctx);
  const r = ctx.shop.data.customer.address(id);
  if (!r) throw noSuchEntity(`Could not find a address with ID "${id}"`);
  if (r.customer_id !== c.id) throw authorizationError(`Current customer does not have permission to address with ID "${id}"`);
  return r;
}

export type AddressInput = Omit<AddressInputFields, 'region'> & {
  country_id?: string | null;
  region?: { region_code?: string | null; region?: string | null; region_id?: number | null } | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
};

/** Creates (no id) or replaces an address of the customer; a new default takes the flag from the others. */
export function saveAddress(ctx: RequestContext, customerId: number, input: AddressInput, id?: number): number {
  const customers = ctx.shop.data.customer;
  const region = input.region ?? {};
  const a = normaliseAddress(ctx, {
    ...input,
    country_code: input.country_code ?? input.country_id ?? undefined,
    region: region.region ?? null,
    region_code: region.region_code ?? null,
    region_id: region.region_id ?? null
  });
  const shipping = !!input.default_shipping;
  const billing = !!input.default_billing;
  if (shipping) customers.clearDefaultShipping(customerId);
  if (billing) customers.clearDefaultBilling(customerId);
  if (id) {
    customers.updateAddress(id, JSON.stringify(a), shipping, billing);
    return id;
  }
  return customers.insertAddress(customerId, JSON.stringify(a), shipping, billing);
}

export function deleteAddress(ctx: RequestContext, id: number): void {
  const r = ownAddress(ctx, id);
  if (r.default_billing) throw inputError(`Customer Address ${r.id} is set as default billing address and can not be deleted`);
  if (r.default_shipping) throw inputError(`Customer Address ${r.id} is set as default shipping address and can not be deleted`);
  ctx.shop.data.customer.deleteAddress(r.id);
}

/** The customer's one wishlist: its id is the customer's. */
function ownWishlist(ctx: RequestContext, wishlistId: string): CustomerRow {
  const c = currentCustomer(ctx);
  if (wishlistId !== String(c.id)) throw noSuchEntity(`The wishlist was not found.`);
  return c;
}

type UserError = { code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED'; message: string };

export function addToWishlist(ctx: RequestContext, wishlistId: string, items: ItemRequest[]): { customerId: number; errors: UserError[] } {
  const c = ownWishlist(ctx, wishlistId);
  const customers = ctx.shop.data.customer;
  const errors: UserError[] = [];
  for (const i of items) {
    if (!(i.quantity > 0)) {
      errors.push({ code: 'UNDEFINED', message: 'The quantity of a wish list item must be greater than 0.' });
      continue;
    }
    // Whole, as the cart will take it (the stock item's refusal).
    if (!Number.isInteger(i.quantity)) {
      errors.push({ code: 'UNDEFINED', message: CHOICE_ERRORS.decimalQty });
      continue;
    }
    // A configurable product keeps the variant chosen (child sku with parent_sku, or selected_options), or none.
    const bare = ctx.shop.data.catalog.productBySku(ctx.store.id, i.sku);
    const found = bare?.type === 'configurable' && !i.selected_options?.length ? { product: bare, parent: null } : sellable(ctx, i);
    if (typeof found === 'string') {
      errors.push({ code: found.startsWith('Could not find a product') ? 'PRODUCT_NOT_FOUND' : 'UNDEFINED', message: found });
      continue;
    }
    const productId = found.parent?.id ?? found.product.id;
    const variantId = found.parent ? found.product.id : null;
    // Like Magento, the same product (with the same options) again adds to the existing item's quantity.
    const existing = customers.wishlistItemFor(c.id, productId, variantId);
    if (existing) customers.addToWishlistItem(existing, i.quantity);
    else customers.insertWishlistItem(c.id, productId, variantId, i.quantity, sqlTime(clock.now()));
  }
  return { customerId: c.id, errors };
}

export function removeFromWishlist(ctx: RequestContext, wishlistId: string, itemIds: string[]): { customerId: number; errors: UserError[] } {
  const c = ownWishlist(ctx, wishlistId);
  const errors: UserError[] = [];
  for (const id of itemIds) {
    if (!ctx.shop.data.customer.deleteWishlistItem(Number(id), c.id))
      errors.push({ code: 'UNDEFINED', message: `Could not find a wishlist item with ID "${id}"` });
  }
  return { customerId: c.id, errors };
}

export function deletePaymentToken(ctx: RequestContext, publicHash: string): CustomerRow {
  const c = currentCustomer(ctx);
  if (!ctx.shop.data.customer.deletePaymentToken(publicHash, c.id)) throw noSuchEntity(`Could not find a token using public hash: ${publicHash}`);
  return c;
}

export function subscribeToNewsletter(ctx: RequestContext, email: string): void {
  throttle([ctx.shop.throttles.newsletter, ctx.clientIp]);
  if (!isValidEmail(email)) throw inputError('Enter a valid email address and try again.');
  const customers = ctx.shop.data.customer;
  if (customers.isSubscribed(email)) throw inputError('This email address is already subscribed.');
  // An address with an account answers like any other (no "assigned to another user"): the answer must not tell
  // whether it is registered. The subscription is linked to the signed-in customer only when it is their own.
  const owner = customers.byEmail(email);
  setSubscription(ctx, email, owner && owner.id === ctx.customerId ? owner.id : null, true);
}

export function sendContactMessage(ctx: RequestContext, input: { name: string; email: string; comment: string; telephone?: string | null }): void {
  throttle([ctx.shop.throttles.contact, ctx.clientIp]);
  if (!input.name?.trim()) throw inputError('Enter the Name and try again.');
  if (!input.comment?.trim()) throw inputError('Enter the comment and try again.');
  if (!isValidEmail(input.email)) throw inputError('The email address is invalid. Verify the email address and try again.');
  if (!mailBudgetAllows(ctx)) throw tooManyRequests();
  sendMail(ctx.shop.outboxDir, {
    to: 'owner@example.com',
    replyTo: input.email,
    subject: `Contact form: ${input.name}`,
    // The comment is the body and keeps its lines; the fields above it are one line each.
    text: `Name: ${oneLine(input.name)}\nEmail: ${oneLine(input.email)}\nTelephone: ${oneLine(input.telephone ?? '')}\n\n${input.comment}`
  });
}
