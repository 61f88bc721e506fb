import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import GET_CUSTOMER_ORDERS from './getCustomerOrders.graphql';

export interface Money {
  currency?: string | null;
  value?: number | null;
}

export interface OrderAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region?: string | null;
  postcode?: string | null;
  country_code?: string | null;
  telephone?: string | null;
}

export interface Order {
  id: string;
  number: string;
  order_date: string;
  status: string;
  total?: { grand_total: Money } | null;
  items?: Array<{ id: string; product_name?: string | null; product_sku: string; quantity_ordered?: number | null; product_sale_price: Money } | null> | null;
  shipping_address?: OrderAddress | null;
  billing_address?: OrderAddress | null;
}

/** The customer's latest orders, and which one is open to show its items and addresses. */
export function useOrderHistoryPage() {
  const { data, loading, error } = useQuery<{ customer?: { orders?: { items: Array<Order | null> } | null } | null }>(GET_CUSTOMER_ORDERS, {
    variables: { currentPage: 1, pageSize: 20 },
    fetchPolicy: 'cache-and-network'
  });
  const [open, setOpen] = useState<string | null>(null);
  const orders = (data?.customer?.orders?.items ?? []).filter((order): order is Order => Boolean(order));
  const toggle = (id: string) => setOpen((current) => (current === id ? null : id));
  return { data, loading, error, orders, open, toggle };
}
