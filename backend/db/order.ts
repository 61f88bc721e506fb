import type { DB } from '.';

export interface OrderRow {
  id: number;
  increment_id: string;
  cart_id: number;
  customer_id: number | null;
  store_id: number;
  email: string;
  status: string;
  created_at: string;
  currency: string;
  rate: number;
  /** Amounts in cents of the base currency; the order's currency and rate convert them as the cart did. */
  subtotal_cents: number;
  shipping_cents: number;
  discount_cents: number;
  grand_total_cents: number;
  tax_cents: number;
  /** Each discount and tax with its label, in base cents (JSON of OrderAdjustments); null for orders placed before. */
  adjustments: string | null;
  coupon_code: string | null;
  shipping_address: string;
  billing_address: string;
  shipping_method: string;
  payment_method: string;
  /** The purchase order number paid with (purchase order method), else null. */
  po_number: string | null;
  /** Only virtual and downloadable items: no shipping address ('null') nor method (''). */
  is_virtual: number;
}
export interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number;
  parent_id: number | null;
  sku: string;
  name: string;
  qty: number;
  price_cents: number;
  /** The chosen variant's attribute values (a configurable product's line), as JSON. */
  options: string;
  /** The product's type as ordered (configurable for a variant's line); null in orders placed before types were kept. */
  product_type: string | null;
  /** What else was chosen (domain/cartChoices.ts ChoiceDescription as JSON), or null. */
  chosen: string | null;
}
export interface OrderAdjustments {
  discounts: { label: string; coupon?: string; cents: number }[];
  taxes: { label: string; percent?: number; included?: boolean; shipping?: 'added' | 'included'; cents: number }[];
}
export type NewOrder = Omit<OrderRow, 'id' | 'increment_id' | 'status'>;
export type NewOrderItem = Omit<OrderItemRow, 'id' | 'order_id'>;

/** The order aggregate: placed orders and their items. */
export function orderQueries(db: DB) {
  const byId = db.prepare('SELECT * FROM sales_order WHERE id = ?');
  const byCart = db.prepare('SELECT * FROM sales_order WHERE cart_id = ?');
  const ofCustomer = db.prepare('SELECT * FROM sales_order WHERE customer_id = ? ORDER BY id DESC');
  const lastId = db.prepare('SELECT MAX(id) AS n FROM sales_order');
  const insert = db.prepare(`INSERT INTO sales_order (id, increment_id, cart_id, customer_id, store_id, email, status, created_at, currency,
    rate, subtotal_cents, shipping_cents, discount_cents, grand_total_cents, tax_cents, adjustments, coupon_code, shipping_address, billing_address,
    shipping_method, payment_method, po_number, is_virtual) VALUES (@id, @increment_id, @cart_id, @customer_id, @store_id, @email, 'pending', @created_at, @currency,
    @rate, @subtotal_cents, @shipping_cents, @discount_cents, @grand_total_cents, @tax_cents, @adjustments, @coupon_code, @shipping_address,
    @billing_address, @shipping_method, @payment_method, @po_number, @is_virtual)`);
  const items = db.prepare('SELECT * FROM sales_order_item WHERE order_id = ?');
  const insertItem = db.prepare(`INSERT INTO sales_order_item (order_id, product_id, parent_id, sku, name, qty, price_cents, options, product_type,
    chosen) VALUES (@order_id, @product_id, @parent_id, @sku, @name, @qty, @price_cents, @options, @product_type, @chosen)`);
  return {
    byId: (id: number) => byId.get(id) as OrderRow | undefined,
    byCart: (cartId: number) => byCart.get(cartId) as OrderRow | undefined,
    ofCustomer: (customerId: number) => ofCustomer.all(customerId) as OrderRow[],
    /** Numbers the order after the last one (Magento's increment id: nine digits) and stores it with its items. */
    insert(order: NewOrder, lines: NewOrderItem[]): { id: number; number: string } {
      const id = ((lastId.get() as { n: number | null }).n ?? 0) + 1;
      const number = String(id).padStart(9, '0');
      insert.run({ ...order, id, increment_id: number });
      for (const line of lines) insertItem.run({ ...line, order_id: id });
      return { id, number };
    },
    items: (orderId: number) => items.all(orderId) as OrderItemRow[]
  };
}
