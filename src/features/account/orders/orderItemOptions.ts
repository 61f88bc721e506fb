import { isPresent } from '../../../lib/isPresent';
import type { Order } from './useOrderHistoryPage';

type OrderItem = NonNullable<NonNullable<Order['items']>[number]>;
type AnyOrderItem = OrderItem & {
  bundle_options?: Array<{ label: string; values?: Array<{ product_name: string; quantity: number } | null> | null } | null> | null;
  downloadable_links?: Array<{ title?: string | null } | null> | null;
};

/** An ordered line's choices as "label: value" texts: attributes and options, bundle selections, links. */
export function orderItemOptions(item: OrderItem): string[] {
  const line: AnyOrderItem = item;
  const options = [...(line.selected_options ?? []), ...(line.entered_options ?? [])]
    .filter(isPresent)
    .map((option) => `${option.label}: ${option.value}`);
  const bundle = (line.bundle_options ?? []).filter(isPresent).map(
    (option) =>
      `${option.label}: ${(option.values ?? [])
        .filter(isPresent)
        .map((value) => (value.quantity > 1 ? `${value.quantity} x ${value.product_name}` : value.product_name))
        .join(', ')}`
  );
  const links = (line.downloadable_links ?? []).flatMap((link) => (link?.title ? [link.title] : []));
  return [...bundle, ...(links.length ? [links.join(', ')] : []), ...options];
}
