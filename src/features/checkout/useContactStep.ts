import { useState } from 'react';
import { useForm } from '../../lib/useForm';
import { combineValidators, isRequired, isValidEmail } from '../../lib/validators';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsVirtualCart } from './checkoutSelectors';
import { submitContactEmail } from './checkoutThunks';
import { discardDraft, useDraft } from './useDraft';

const VALIDATORS = { email: combineValidators(isRequired, isValidEmail) };

/** Step 1 for guests: the e-mail (kept as a draft while typed) and its submit. */
export function useContactStep() {
  const dispatch = useAppDispatch();
  const savedEmail = useAppSelector((state) => state.checkout.shippingAddress.email ?? '');
  const draft = useDraft('email', () => savedEmail);
  const [failure, setFailure] = useState<unknown>(null);
  const { fieldProps, handleSubmit } = useForm({
    initialValues: { email: draft.initialValue },
    validators: VALIDATORS,
    onChange: ({ email }) => draft.save(email),
    onSubmit: ({ email }) => {
      try {
        dispatch(submitContactEmail(email));
        discardDraft('email');
        setFailure(null);
      } catch (caught) {
        setFailure(caught);
      }
    }
  });
  // A virtual cart goes from here to payment: nothing ships.
  const isVirtual = useAppSelector(selectIsVirtualCart);
  return { savedEmail, emailProps: fieldProps('email'), handleSubmit, failure, isVirtual };
}
