import type { Statement } from 'better-sqlite3';
import type { DB } from '.';

export interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  dob: string | null;
  gender: number | null;
  taxvat: string | null;
  password_hash: string;
  store_id: number;
  created_at: string;
  failures: number;
  lock_expires: number | null;
}
export interface AddressRow {
  id: number;
  customer_id: number;
  data: string;
  default_shipping: number;
  default_billing: number;
}
export interface WishlistItemRow {
  id: number;
  customer_id: number;
  product_id: number;
  variant_id: number | null;
  qty: number;
  description: string | null;
  added_at: string;
}
export interface PaymentTokenRow {
  public_hash: string;
  payment_method_code: string;
  type: string;
  details: string;
}

/** Profile fields a customer may change, each a column of `customer`. */
export const PROFILE_COLUMNS = ['firstname', 'lastname', 'middlename', 'prefix', 'suffix', 'gender', 'taxvat', 'dob'] as const;
export type ProfileColumn = (typeof PROFILE_COLUMNS)[number];

/** The customer aggregate: accounts, sign-in state and tokens, password resets, addresses, wishlist, payment tokens, newsletter. */
export function customerQueries(db: DB) {
  const byId = db.prepare('SELECT * FROM customer WHERE id = ?');
  const byEmail = db.prepare('SELECT * FROM customer WHERE email = ?');
  const emailTakenByOther = db.prepare('SELECT 1 FROM customer WHERE email = ? AND id IS NOT ?');
  const insert = db.prepare('INSERT INTO customer (email, firstname, lastname, password_hash, store_id, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const setColumn = Object.fromEntries(PROFILE_COLUMNS.map((c) => [c, db.prepare(`UPDATE customer SET ${c} = ? WHERE id = ?`)])) as Record<
    ProfileColumn,
    Statement
  >;
  const setEmail = db.prepare('UPDATE customer SET email = ? WHERE id = ?');
  const setPassword = db.prepare('UPDATE customer SET password_hash = ?, failures = 0, lock_expires = NULL WHERE id = ?');

  const token = db.prepare('SELECT customer_id, expires_at, revoked FROM customer_token WHERE token = ?');
  const insertToken = db.prepare('INSERT INTO customer_token (token, customer_id, expires_at) VALUES (?, ?, ?)');
  const revokeTokens = db.prepare('UPDATE customer_token SET revoked = 1 WHERE customer_id = ? AND token IS NOT ?');

  const reset = db.prepare(
    'SELECT r.customer_id, r.expires_at FROM password_reset r JOIN customer c ON c.id = r.customer_id WHERE r.token = ? AND c.email = ?'
  );
  const insertReset = db.prepare('INSERT INTO password_reset VALUES (?, ?, ?)');
  const deleteReset = db.prepare('DELETE FROM password_reset WHERE token = ?');
  const deleteResetsOf = db.prepare('DELETE FROM password_reset WHERE customer_id = ?');

  const address = db.prepare('SELECT * FROM customer_address WHERE id = ?');
  const addresses = db.prepare('SELECT * FROM customer_address WHERE customer_id = ? ORDER BY id');
  const ownAddress = db.prepare('SELECT * FROM customer_address WHERE id = ? AND customer_id = ?');
  const defaultShipping = db.prepare('SELECT id FROM customer_address WHERE customer_id = ? AND default_shipping = 1');
  const defaultBilling = db.prepare('SELECT id FROM customer_address WHERE customer_id = ? AND default_billing = 1');
  const clearDefaultShipping = db.prepare('UPDATE customer_address SET default_shipping = 0 WHERE customer_id = ?');
  const clearDefaultBilling = db.prepare('UPDATE customer_address SET default_billing = 0 WHERE customer_id = ?');
  const updateAddress = db.prepare('UPDATE customer_address SET data = ?, default_shipping = ?, default_billing = ? WHERE id = ?');
  const insertAddress = db.prepare('INSERT INTO customer_address (customer_id, data, default_shipping, default_billing) VALUES (?, ?, ?, ?)');
  const deleteAddress = db.prepare('DELETE FROM customer_address WHERE id = ?');

  const wishlist = db.prepare('SELECT * FROM wishlist_item WHERE customer_id = ? ORDER BY id');
  const wishlistItemFor = db.prepare('SELECT id FROM wishlist_item WHERE customer_id = ? AND product_id = ? AND variant_id IS ?');
  const addToWishlistItem = db.prepare('UPDATE wishlist_item SET qty = qty + ? WHERE id = ?');
  const insertWishlistItem = db.prepare('INSERT INTO wishlist_item (customer_id, product_id, variant_id, qty, added_at) VALUES (?, ?, ?, ?, ?)');
  const deleteWishlistItem = db.prepare('DELETE FROM wishlist_item WHERE id = ? AND customer_id = ?');

  const paymentTokens = db.prepare('SELECT public_hash, method AS payment_method_code, type, details FROM payment_token WHERE customer_id = ?');
  const deletePaymentToken = db.prepare('DELETE FROM payment_token WHERE public_hash = ? AND customer_id = ?');

  const subscribed = db.prepare("SELECT 1 FROM newsletter_subscriber WHERE email = ? AND status = 'SUBSCRIBED'");
  const setSubscription = db.prepare(`INSERT INTO newsletter_subscriber (email, customer_id, store_id, status) VALUES (?, ?, ?, ?)
    ON CONFLICT (email) DO UPDATE SET status = excluded.status, customer_id = COALESCE(excluded.customer_id, customer_id)`);

  return {
    byId: (id: number) => byId.get(id) as CustomerRow | undefined,
    byEmail: (email: string) => byEmail.get(email) as CustomerRow | undefined,
    isEmailTaken: (email: string, exceptId: number | null = null) => !!emailTakenByOther.get(email, exceptId),
    insert: (c: { email: string; firstname: string; lastname: string; passwordHash: string; storeId: number; createdAt: string }) =>
      Number(insert.run(c.email, c.firstname, c.lastname, c.passwordHash, c.storeId, c.createdAt).lastInsertRowid),
    setProfileField: (id: number, column: ProfileColumn, value: unknown) => {
      setColumn[column].run(value, id);
    },
    setEmail: (id: number, email: string) => {
      setEmail.run(email, id);
    },
    /** Also clears the failure columns of earlier versions (failures are now counted in memory: throttle.ts). */
    setPassword: (id: number, passwordHash: string) => {
      setPassword.run(passwordHash, id);
    },

    token: (value: string) => token.get(value) as { customer_id: number; expires_at: number; revoked: number } | undefined,
    insertToken: (value: string, customerId: number, expiresAt: number) => {
      insertToken.run(value, customerId, expiresAt);
    },
    revokeTokens: (customerId: number, keep: string | null) => {
      revokeTokens.run(customerId, keep);
    },

    passwordReset: (tokenHash: string, email: string) => reset.get(tokenHash, email) as { customer_id: number; expires_at: number } | undefined,
    insertPasswordReset: (tokenHash: string, customerId: number, expiresAt: number) => {
      insertReset.run(tokenHash, customerId, expiresAt);
    },
    /** Consumes a reset token: true for the one caller that deleted it. */
    consumePasswordReset: (tokenHash: string) => deleteReset.run(tokenHash).changes > 0,
    deletePasswordResets: (customerId: number) => {
      deleteResetsOf.run(customerId);
    },

    address: (id: number) => address.get(id) as AddressRow | undefined,
    addresses: (customerId: number) => addresses.all(customerId) as AddressRow[],
    ownAddress: (id: number, customerId: number) => ownAddress.get(id, customerId) as AddressRow | undefined,
    defaultShippingId: (customerId: number) => (defaultShipping.get(customerId) as { id: number } | undefined)?.id ?? null,
    defaultBillingId: (customerId: number) => (defaultBilling.get(customerId) as { id: number } | undefined)?.id ?? null,
    clearDefaultShipping: (customerId: number) => {
      clearDefaultShipping.run(customerId);
    },
    clearDefaultBilling: (customerId: number) => {
      clearDefaultBilling.run(customerId);
    },
    updateAddress: (id: number, data: string, defaultShipping: boolean, defaultBilling: boolean) => {
      updateAddress.run(data, +defaultShipping, +defaultBilling, id);
    },
    insertAddress: (customerId: number, data: string, defaultShipping: boolean, defaultBilling: boolean) =>
      Number(insertAddress.run(customerId, data, +defaultShipping, +defaultBilling).lastInsertRowid),
    deleteAddress: (id: number) => {
      deleteAddress.run(id);
    },

    wishlist: (customerId: number) => wishlist.all(customerId) as WishlistItemRow[],
    wishlistItemFor: (customerId: number, productId: number, variantId: number | null) =>
      (wishlistItemFor.get(customerId, productId, variantId) as { id: number } | undefined)?.id ?? null,
    addToWishlistItem: (id: number, qty: number) => {
      addToWishlistItem.run(qty, id);
    },
    insertWishlistItem: (customerId: number, productId: number, variantId: number | null, qty: number, addedAt: string) => {
      insertWishlistItem.run(customerId, productId, variantId, qty, addedAt);
    },
    deleteWishlistItem: (id: number, customerId: number) => deleteWishlistItem.run(id, customerId).changes > 0,

    paymentTokens: (customerId: number) => paymentTokens.all(customerId) as PaymentTokenRow[],
    deletePaymentToken: (publicHash: string, customerId: number) => deletePaymentToken.run(publicHash, customerId).changes > 0,

    isSubscribed: (email: string) => !!subscribed.get(email),
    setSubscription: (email: string, customerId: number | null, storeId: number, subscribed: boolean) => {
      setSubscription.run(email, customerId, storeId, subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED');
    }
  };
}
export type CustomerQueries = ReturnType<typeof customerQueries>;
