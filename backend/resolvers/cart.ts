import type { RequestContext } from '../shop';
import type { QueryResolvers, MutationResolvers, CartResolvers, ShippingCartAddressResolvers } from './types.generated';
import type { CartRow } from '../db/cart';
import { inputError, noSuchEntity } from '../domain/errors';
import { parseAddress, type Address } from '../domain/address';
import {
  createCart,
  cartForUser,
  customerActiveCart,
  reloadCart,
  cartItems,
  addItemsAtOnce,
  updateItems,
  removeItem,
  mergeCarts,
  setEmail,
  setShippingAddress,
  setBillingFromInput,
  addressFromInput,
  setShippingMethod,
  applyCoupon,
  removeCoupon
} from '../domain/cart';
import { placeOrder, PlaceOrderFailure } from '../domain/order';
import { availablePaymentMethods, paymentTitle, setPaymentMethod } from '../domain/payment';
import { totals, amount, shippingPrices } from '../domain/pricing';
import { inStock } from '../domain/catalog';
import { selectedCustomizableOptions, selectedBundleOptions, chosenLinks } from './cartItemOptions';
import { downloadableSamples } from './productTypes';
import { describeChoices } from '../domain/cartChoices';
import type { ResolversInterfaceTypes, ResolversTypes } from './types.generated';
import { convertCents } from '../domain/money';
import { selectedOptions, ATTRIBUTES, attributeLabel, CONFIGURABLE_ATTRIBUTES } from '../domain/catalog';
import { uid } from '../domain/uid';
import { orderOut, orderById } from './order';
import type { ProductRow } from '../db/catalog';
import type { CartAddressOut } from './shapes';

/** The options a variant of a configurable product was chosen by (Magento's SelectedConfigurableOption). */
export function selectedConfigurableOptions(ctx: RequestContext, parent: ProductRow, variant: ProductRow) {
  return selectedOptions(ctx, variant).map((o, i) => {
    const code = CONFIGURABLE_ATTRIBUTES[i];
    return {
      id: ATTRIBUTES[code].id,
      configurable_product_option_uid: uid(`configurable/${parent.id}/${ATTRIBUTES[code].id}`),
      option_label: attributeLabel(ctx, code),
      value_id: o.value_index,
      value_label: o.label,
      configurable_product_option_value_uid: o.uid
    };
  });
}

function addressOut(ctx: RequestContext, a: Address, typename: CartAddressOut['__typename'], cart: CartRow): CartAddressOut {
  const countryRow = ctx.shop.data.content.country(a.country_code);
  return {
    __typename: typename,
    ...a,
    uid: uid(`${cart.id}-${typename}`),
    same_as_billing: false,
    custom_attributes: [],
    country: { code: a.country_code, label: countryRow?.name_en ?? a.country_code },
    region: a.region_code ? { code: a.region_code, label: a.region, region_id: a.region_id } : null,
    cart
  };
}

/** Resolvers of Cart and its parts; `cart` rows are CartRow, prices come from totals(). */
export const cartTypes: { Cart: CartResolvers; ShippingCartAddress: ShippingCartAddressResolvers } = {
  Cart: {
    id: (c) => c.masked_id,
    email: (c, _, ctx) => c.email ?? (c.customer_id ? ctx.shop.data.customer.byId(c.customer_id)!.email : null),
    is_virtual: (c, _, ctx) => totals(ctx, c).isVirtual,
    items: (c, _, ctx) => cartItemsOut(ctx, c),
    itemsV2: (c, a, ctx) => {
      const all = cartItemsOut(ctx, c);
      return {
        items: all.slice((a.currentPage - 1) * a.pageSize, a.currentPage * a.pageSize),
        total_count: all.length,
        page_info: { current_page: a.currentPage, page_size: a.pageSize, total_pages: Math.ceil(all.length / a.pageSize) }
      };
    },
    total_quantity: (c, _, ctx) => cartItems(ctx, c).reduce((s, i) => s + i.qty, 0),
    prices: (c, _, ctx) => {
      const t = totals(ctx, c);
      const shown = (cents: number) => amount(cents, ctx.currency);
      const { grand, subtotal, discount, tax } = t.shown;
      const discounts = t.discountLabels.map((d, i) => ({
        amount: shown(t.shown.discounts[i]),
        label: d.label,
        applied_to: 'ITEM' as const,
        coupon: d.coupon ? { code: d.coupon } : null
      }));
      return {
        grand_total: shown(grand),
        grand_total_excluding_tax: shown(grand - tax),
        subtotal_excluding_tax: shown(t.shown.subtotalExclTax),
        subtotal_including_tax: shown(t.shown.subtotalInclTax),
        // Magento's figure: the discounted subtotal without the tax inside it (the taxable amount before tax).
        subtotal_with_discount_excluding_tax: shown(t.shown.taxIncluded ? subtotal - discount - tax : subtotal - discount),
        applied_taxes: t.taxLabels.map((x, i) => ({ label: x.label, amount: shown(t.shown.taxes[i]) })),
        discounts,
        discount: discounts.length ? { amount: shown(discount), label: t.discountLabels.map((d) => d.label) } : null
      };
    },
    shipping_addresses: (c, _, ctx) => {
      const a = parseAddress(c.shipping_address);
      return a ? [addressOut(ctx, a, 'ShippingCartAddress', c)] : [];
    },
    billing_address: (c, _, ctx) => {
      const a = parseAddress(c.billing_address);
      return a ? addressOut(ctx, a, 'BillingCartAddress', c) : null;
    },
    available_payment_methods: (c, _, ctx) => availablePaymentMethods(ctx, c).map((m) => ({ ...m, is_deferred: false })),
    selected_payment_method: (c, _, ctx) =>
      c.payment_method
        ? { code: c.payment_method, title: paymentTitle(ctx.store, c.payment_method), purchase_order_number: c.po_number }
        : { code: '', title: '' },
    applied_coupons: (c) => (c.coupon_code ? [{ code: c.coupon_code }] : null),
    applied_coupon: (c) => (c.coupon_code ? { code: c.coupon_code } : null),
    rules: () => []
  },
  ShippingCartAddress: {
    available_shipping_methods: (a, _, ctx) => {
      const t = totals(ctx, reloadCart(ctx, a.cart));
      return t.methods.map(({ unavailable, ...m }) => ({
        ...m,
        ...shippingAmounts(ctx, t, m.cents),
        available: !unavailable,
        error_message: unavailable ?? ''
      }));
    },
    selected_shipping_method: (a, _, ctx) => {
      const t = totals(ctx, reloadCart(ctx, a.cart));
      return t.selected ? { ...t.selected, ...shippingAmounts(ctx, t, t.selected.cents) } : null;
    },
    cart_items_v2: (a, _, ctx) => cartItemsOut(ctx, a.cart)
  }
};

/** A method's price as Magento's quote address answers it: `amount` without tax (shipping_amount), and both figures. */
function shippingAmounts(ctx: RequestContext, t: ReturnType<typeof totals>, baseCents: number) {
  const { exclTax, inclTax } = shippingPrices(ctx, t, baseCents);
  const shown = (cents: number) => amount(cents, ctx.currency);
  return { amount: shown(exclTax), price_excl_tax: shown(exclTax), price_incl_tax: shown(inclTax) };
}

type CartItemOut = ResolversInterfaceTypes<ResolversTypes>['CartItemInterface'];

function cartItemsOut(ctx: RequestContext, cart: CartRow): CartItemOut[] {
  const t = totals(ctx, cart);
  return t.lines.map((l, n): CartItemOut => {
    const { item: i, product, parent } = l;
    const shown = (cents: number) => amount(cents, ctx.currency);
    // As in totals(): the unit price converted, the row that price times the quantity.
    const { price, priceExclTax } = t.shown.lines[n];
    const original = convertCents(l.price.original, ctx.rate);
    const stockProblem = product.type === 'bundle' ? !inStock(ctx, product) : product.qty < i.qty;
    const described = describeChoices(ctx, product, parent ?? product, l.chosen, l.price);
    const common = {
      id: String(i.id),
      uid: uid(i.id),
      quantity: i.qty,
      product: parent ?? product,
      is_available: !stockProblem,
      not_available_message: stockProblem ? 'The requested qty is not available' : null,
      errors: null,
      min_qty: 1,
      max_qty: product.qty,
      customizable_options: selectedCustomizableOptions(ctx, described),
      prices: {
        price: shown(priceExclTax),
        price_including_tax: shown(price),
        original_item_price: shown(original),
        row_total: shown(t.shown.lines[n].rowExclTax),
        row_total_including_tax: shown(price * i.qty),
        original_row_total: shown(original * i.qty),
        total_item_discount: shown(0),
        discounts: []
      }
    };
    if (parent)
      return {
        __typename: 'ConfigurableCartItem',
        ...common,
        configured_variant: product,
        configurable_options: selectedConfigurableOptions(ctx, parent, product)
      };
    if (product.type === 'bundle') return { __typename: 'BundleCartItem', ...common, bundle_options: selectedBundleOptions(ctx, described) };
    if (product.type === 'downloadable')
      return { __typename: 'DownloadableCartItem', ...common, links: chosenLinks(ctx, described), samples: downloadableSamples(ctx, product) };
    return { __typename: product.type === 'virtual' ? 'VirtualCartItem' : 'SimpleCartItem', ...common };
  });
}

/** Magento's ShippingAddressManagement::assign (QuoteGraphQl's AssignShippingAddressToCart): a virtual cart is never shipped. */
const refuseShippingAddressOnVirtual = (ctx: RequestContext, cart: CartRow) => {
  if (totals(ctx, cart).isVirtual) throw noSuchEntity('The Cart includes virtual product(s) only, so a shipping address is not used.');
};

const cartOut = (ctx: RequestContext, cart: CartRow) => ({ cart: reloadCart(ctx, cart) });

const need = <T>(v: T | null | undefined, name: string): T => {
  if (v == null || v === '') throw inputError(`Required parameter "${name}" is missing`);
  return v;
};

export const cartQueries: QueryResolvers = {
  cart: (_, a, ctx) => cartForUser(ctx, a.cart_id),
  customerCart: (_, __, ctx) => customerActiveCart(ctx)
};

export const cartMutations: MutationResolvers = {
  createEmptyCart: (_, a, ctx) =>
    ctx.customerId ? customerActiveCart(ctx).masked_id : createCart(ctx, null, a.input?.cart_id ?? undefined).masked_id,
  createGuestCart: (_, a, ctx) => {
    if (ctx.customerId) throw inputError('Use `Query.customerCart` for logged in customer.');
    return { cart: createCart(ctx, null, a.input?.cart_uid ?? undefined) };
  },
  addProductsToCart: (_, a, ctx) => {
    const cart = cartForUser(ctx, a.cartId);
    const user_errors = addItemsAtOnce(ctx, cart, a.cartItems);
    return { cart: reloadCart(ctx, cart), user_errors };
  },
  updateCartItems: (_, a, ctx) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    updateItems(ctx, cart, need(a.input?.cart_items, 'cart_items'));
    return { ...cartOut(ctx, cart), errors: [] };
  },
  removeItemFromCart: (_, a, ctx) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    if (!a.input?.cart_item_uid && !a.input?.cart_item_id) throw inputError('Required parameter "cart_item_uid" is missing.');
    removeItem(ctx, cart, a.input.cart_item_uid, a.input.cart_item_id);
    return cartOut(ctx, cart);
  },
  mergeCarts: (_, a, ctx) => mergeCarts(ctx, a.source_cart_id, a.destination_cart_id),
  setGuestEmailOnCart: (_, a, ctx) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    if (ctx.customerId) throw inputError('The request is not allowed for logged in customers');
    setEmail(ctx, cart, need(a.input?.email, 'email'));
    return cartOut(ctx, cart);
  },
  setShippingAddressesOnCart: (_, a, ctx) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    const list = need(a.input?.shipping_addresses, 'shipping_addresses');
    if (list.length > 1) throw inputError('You cannot specify multiple shipping addresses.');
    refuseShippingAddressOnVirtual(ctx, cart);
    setShippingAddress(ctx, cart, addressFromInput(ctx, need(list[0], 'shipping_addresses')));
    return cartOut(ctx, cart);
  },
  setBillingAddressOnCart: (_, a, ctx) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    setBillingFromInput(ctx, cart, need(a.input?.billing_address, 'billing_address'));
    return cartOut(ctx, cart);
  },
  setShippingMethodsOnCart: (_, a, ctx) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    const [m] = need(a.input?.shipping_methods, 'shipping_methods');
    if (!m) throw inputError('Required parameter "shipping_methods" is missing');
    // Magento 2.4 sets a method through ShippingInformationManagement, as REST shipping-information does: a virtual cart
    // has no shipping address to set it on (GraphQL refuses one), and even with one no carrier is checked or kept.
    if (totals(ctx, cart).isVirtual) {
      if (!cart.shipping_address) throw inputError('The shipping address is missing. Set the address and try again.');
      return cartOut(ctx, cart);
    }
    setShippingMethod(ctx, cart, m.carrier_code, m.method_code);
    return cartOut(ctx, cart);
  },
  setPaymentMethodOnCart: (_, a, ctx) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    const method = need(a.input?.payment_method, 'payment_method');
    setPaymentMethod(ctx, cart, method.code, method.purchase_order_number);
    return cartOut(ctx, cart);
  },
  applyCouponToCart: (_, a, ctx) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    applyCoupon(ctx, cart, need(a.input?.coupon_code, 'coupon_code'));
    return cartOut(ctx, cart);
  },
  removeCouponFromCart: (_, a, ctx) => {
    const cart = cartForUser(ctx, need(a.input?.cart_id, 'cart_id'));
    removeCoupon(ctx, cart);
    return cartOut(ctx, cart);
  },
  placeOrder: (_, a, ctx) => {
    const masked = need(a.input?.cart_id, 'cart_id');
    try {
      const cart = cartForUser(ctx, masked);
      const order = placeOrder(ctx, cart.id);
      return { order: { order_number: order.number, order_id: order.number }, orderV2: orderOut(ctx, orderById(ctx, order.id)), errors: [] };
    } catch (e) {
      const code =
        e instanceof PlaceOrderFailure
          ? e.code
          : (e as Error).message.startsWith('Could not find a cart')
            ? 'CART_NOT_FOUND'
            : (e as Error).message === "The cart isn't active."
              ? 'CART_NOT_ACTIVE'
              : null;
      if (!code) throw e;
      return { order: null, orderV2: null, errors: [{ code, message: (e as Error).message }] };
    }
  }
};
