import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { taxDisplayOf } from '../../../components/TotalsLines/totals';
import GET_CUSTOMER_ORDERS, { type GetCustomerOrdersQuery } from './getCustomerOrders.graphql';

export type { OrderAddressFragment as OrderAddress } from '../../../graphql/fragments/orderAddress.graphql';

/** An order as the history lists it. */
export type Order = NonNullable<NonNullable<NonNullable<NonNullable<GetCustomerOrdersQuery['customer']>['orders']>['items']>[number]>;

/** The customer's latest orders, and which one is open to show its items and addresses. */
export function useOrderHistoryPage() {
  const { data, loading, error } = useQuery(GET_CUSTOMER_ORDERS, {
    variables: { currentPage: 1, pageSize: 20 },
    fetchPolicy: 'cache-and-network'
  });
  const [open, setOpen] = useState<string | null>(null);
  const orders = (data?.customer?.orders?.items ?? []).filter((order): order is Order => Boolean(order));
  const toggle = (id: string) => setOpen((current) => (current === id ? null : id));
  const config = data?.storeConfig;
  const display = taxDisplayOf({
    subtotal: config?.orders_invoices_credit_memos_display_subtotal,
    price: config?.orders_invoices_credit_memos_display_price,
    shipping: config?.orders_invoices_credit_memos_display_shipping_amount,
    grandTotal: config?.orders_invoices_credit_memos_display_grandtotal,
    fullSummary: config?.orders_invoices_credit_memos_display_full_summary,
    zeroTax: config?.orders_invoices_credit_memos_display_zero_tax
  });
  return { data, loading, error, orders, open, toggle, display };
}
