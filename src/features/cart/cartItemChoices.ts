import { isPresent } from '../../lib/isPresent';
import type { CartItem } from './cartTypes';

// What a cart line says of the shopper's choices (the cart page, the mini cart, the checkout summary), and the URL
// state that opens the line's product page with them chosen again.

export interface CartItemOption {
  label: string;
  value: string;
}

/** Customizable option kinds whose value is the shopper's own text. */
const ENTERED_KINDS = new Set(['field', 'area', 'date', 'date_time', 'time']);

/** The line's choices in the order a shopper made them: attributes, bundle selections, links, customizable options. */
export function cartItemOptions(item: CartItem): CartItemOption[] {
  const configurable = (item.configurable_options ?? [])
    .filter(isPresent)
    .map((option) => ({ label: option.option_label, value: option.value_label }));
  const bundle = (item.bundle_options ?? []).filter(isPresent).map((option) => ({
    label: option.label,
    value: option.values
      .filter(isPresent)
      .map((value) => (value.quantity > 1 ? `${value.quantity} x ${value.label}` : value.label))
      .join(', ')
  }));
  const links = item.links?.length ? [{ label: '', value: item.links.flatMap((link) => (link?.title ? [link.title] : [])).join(', ') }] : [];
  const custom = (item.customizable_options ?? []).filter(isPresent).map((option) => ({
    label: option.label,
    value: option.values
      .filter(isPresent)
      .map((value) => (ENTERED_KINDS.has(option.type) ? value.value : value.label || value.value))
      .join(', ')
  }));
  return [...configurable, ...bundle, ...links, ...custom].filter((option) => option.value);
}

/**
 * The product page's URL state for a line with choices (see catalog's choicePreset): each chosen value's uid as
 * `option`, each entered text as `entered=uid:text`, and the quantity; null for a line without choices.
 */
export function cartItemEditSearch(item: CartItem): string | null {
  const params = new URLSearchParams();
  for (const option of (item.configurable_options ?? []).filter(isPresent)) params.append('option', option.configurable_product_option_value_uid);
  for (const option of (item.bundle_options ?? []).filter(isPresent)) {
    for (const value of option.values.filter(isPresent)) params.append('option', value.uid);
  }
  for (const link of (item.links ?? []).filter(isPresent)) params.append('option', link.uid);
  for (const option of (item.customizable_options ?? []).filter(isPresent)) {
    for (const value of option.values.filter(isPresent)) {
      if (option.type === 'field' || option.type === 'area') params.append('entered', `${option.customizable_option_uid}:${value.value}`);
      else if (!ENTERED_KINDS.has(option.type)) params.append('option', value.customizable_option_value_uid);
    }
  }
  if (![...params.keys()].length) return null;
  params.append('quantity', String(item.quantity));
  return `?${params}`;
}
