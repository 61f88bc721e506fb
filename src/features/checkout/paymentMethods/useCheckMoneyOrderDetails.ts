import { useQuery } from '@apollo/client/react';
import GET_CHECK_MONEY_ORDER_CONFIG from './getCheckMoneyOrderConfig.graphql';

/** The store view's payee and mailing address for checks; empty while loading or when the shop sets none. */
export function useCheckMoneyOrderDetails() {
  const { data } = useQuery(GET_CHECK_MONEY_ORDER_CONFIG);
  return {
    payableTo: data?.storeConfig?.check_money_order_make_check_payable_to?.trim() || '',
    sendTo: data?.storeConfig?.check_money_order_send_check_to?.trim() || ''
  };
}
