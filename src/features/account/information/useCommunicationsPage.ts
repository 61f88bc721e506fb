import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from '../../../lib/useForm';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectCurrentUser } from '../user/userSelectors';
import { updateCurrentUser } from '../user/userActions';
import UPDATE_CUSTOMER from './updateCustomer.graphql';

const NO_VALIDATORS = {};

/** The newsletter choice of /communications, saved with updateCustomerV2. */
export function useCommunicationsPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const isLoading = useAppSelector((state) => state.user.isGettingDetails && !state.user.currentUser.email);
  const [saved, setSaved] = useState(false);
  const [update, { loading, error }] = useMutation(UPDATE_CUSTOMER);

  const form = useForm({
    initialValues: { subscribed: Boolean(user.is_subscribed) },
    validators: NO_VALIDATORS,
    onChange: () => setSaved(false),
    onSubmit: async ({ subscribed }) => {
      setSaved(false);
      try {
        const result = await update({ variables: { input: { is_subscribed: subscribed } } });
        dispatch(updateCurrentUser({ is_subscribed: Boolean(result.data?.updateCustomerV2?.customer.is_subscribed) }));
        setSaved(true);
      } catch {
        // The error is shown from the mutation state.
      }
    }
  });

  // The box starts with the choice known when the details arrive.
  const [seeded, setSeeded] = useState(Boolean(user.email));
  if (!seeded && user.email) {
    setSeeded(true);
    form.reset({ subscribed: Boolean(user.is_subscribed) });
  }

  return { checkboxProps: form.checkboxProps, handleSubmit: form.handleSubmit, isBusy: loading || isLoading, isLoading, error, saved };
}
