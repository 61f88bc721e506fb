import type { Statement } from 'better-sqlite3';
import type { DB } from '.';

export interface CartRow {
  id: number;
  masked_id: string;
  store_id: number;
  customer_id: number | null;
  is_active: number;
  email: string | null;
  coupon_code: string | null;
  shipping_address: string | null;
  billing_address: string | null;
  shipping_method: string | null;
  payment_method: string | null;
  /** A purchase order's number, given with the purchase order method (version 7). */
  po_number: string | null;
  updated_at: number;
}
export interface CartItemRow {
  id: number;
  cart_id: number;
  product_id: number;
  parent_id: number | null;
  qty: number;
  /** What was chosen beyond the product (domain/cartChoices.ts `Chosen` as JSON), null when nothing. */
  options: string | null;
}
export interface CouponRow {
  code: string;
  label: string;
  percent: number;
  active: number;
}

/** Fields of a cart that checkout sets one at a time. */
const CART_FIELDS = [
  'email',
  'coupon_code',
  'shipping_address',
  'billing_address',
  'shipping_method',
  'payment_method',
  'po_number',
  'store_id'
] as const;
export type CartField = (typeof CART_FIELDS)[number];

/** The cart aggregate: carts, their items, coupons. */
export function cartQueries(db: DB) {
  const byId = db.prepare('SELECT * FROM cart WHERE id = ?');
  const byMask = db.prepare('SELECT * FROM cart WHERE masked_id = ?');
  const activeOf = db.prepare('SELECT * FROM cart WHERE customer_id = ? AND is_active = 1 ORDER BY id DESC LIMIT 1');
  const insert = db.prepare('INSERT INTO cart (masked_id, store_id, customer_id, updated_at) VALUES (?, ?, ?, ?)');
  const touch = db.prepare('UPDATE cart SET updated_at = ? WHERE id = ?');
  const deactivate = db.prepare('UPDATE cart SET is_active = 0 WHERE id = ?');
  const setField = Object.fromEntries(CART_FIELDS.map((f) => [f, db.prepare(`UPDATE cart SET ${f} = ? WHERE id = ?`)])) as Record<
    CartField,
    Statement
  >;
  const items = db.prepare('SELECT * FROM cart_item WHERE cart_id = ? ORDER BY id');
  const itemOf = db.prepare('SELECT * FROM cart_item WHERE id = ? AND cart_id = ?');
  const lineFor = db.prepare('SELECT * FROM cart_item WHERE cart_id = ? AND product_id = ? AND options IS ?');
  const insertItem = db.prepare('INSERT INTO cart_item (cart_id, product_id, parent_id, qty, options) VALUES (?, ?, ?, ?, ?)');
  const setItemQty = db.prepare('UPDATE cart_item SET qty = ? WHERE id = ?');
  const setItemOptions = db.prepare('UPDATE cart_item SET options = ? WHERE id = ?');
  const deleteItem = db.prepare('DELETE FROM cart_item WHERE id = ?');
  const coupon = db.prepare('SELECT * FROM coupon WHERE code = ? AND active = 1');
  return {
    byId: (id: number) => byId.get(id) as CartRow | undefined,
    byMask: (masked: string) => byMask.get(masked) as CartRow | undefined,
    activeOf: (customerId: number) => activeOf.get(customerId) as CartRow | undefined,
    insert: (masked: string, storeId: number, customerId: number | null, now: number) => {
      insert.run(masked, storeId, customerId, now);
    },
    touch: (id: number, now: number) => {
      touch.run(now, id);
    },
    deactivate: (id: number) => {
      deactivate.run(id);
    },
    set: (id: number, field: CartField, value: string | number | null) => {
      setField[field].run(value, id);
    },
    items: (cartId: number) => items.all(cartId) as CartItemRow[],
    item: (id: number, cartId: number) => itemOf.get(id, cartId) as CartItemRow | undefined,
    /** The line of a product with the same choices (lines differ by what was chosen, as Magento's do). */
    lineFor: (cartId: number, productId: number, options: string | null) => lineFor.get(cartId, productId, options) as CartItemRow | undefined,
    insertItem: (cartId: number, productId: number, parentId: number | null, qty: number, options: string | null) => {
      insertItem.run(cartId, productId, parentId, qty, options);
    },
    setItemQty: (id: number, qty: number) => {
      setItemQty.run(qty, id);
    },
    setItemOptions: (id: number, options: string | null) => {
      setItemOptions.run(options, id);
    },
    deleteItem: (id: number) => {
      deleteItem.run(id);
    },
    activeCoupon: (code: string) => coupon.get(code) as CouponRow | undefined
  };
}
