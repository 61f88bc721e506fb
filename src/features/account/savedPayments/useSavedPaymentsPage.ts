import { useMutation, useQuery } from '@apollo/client/react';
import DELETE_SAVED_PAYMENT from './deleteSavedPayment.graphql';
import GET_SAVED_PAYMENTS, { type GetSavedPaymentsQuery } from './getSavedPayments.graphql';

/** A stored payment token (its card details as JSON text). */
export type PaymentToken = NonNullable<NonNullable<GetSavedPaymentsQuery['customerPaymentTokens']>['items'][number]>;

/** The customer's stored payment tokens and deleting one. */
export function useSavedPaymentsPage() {
  const { data, loading, error } = useQuery(GET_SAVED_PAYMENTS, {
    fetchPolicy: 'cache-and-network'
  });
  const [deleteToken, deleteState] = useMutation(DELETE_SAVED_PAYMENT, { refetchQueries: [{ query: GET_SAVED_PAYMENTS }] });
  const tokens = (data?.customerPaymentTokens?.items ?? []).filter((token): token is PaymentToken => Boolean(token));
  const remove = (publicHash: string) => void deleteToken({ variables: { publicHash } }).catch(() => undefined);
  return { data, loading, error, tokens, remove, deleteState };
}
