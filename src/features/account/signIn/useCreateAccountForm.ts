import { useCallback, useMemo, useState } from 'react';
import { isRequired } from '../../../lib/validators';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useForm } from '../../../lib/useForm';
import { confirmPasswordValidator, emailValidator, passwordValidator } from '../shared/accountValidators';
import { createAccount } from './accountFormThunks';

export interface CreateAccountInitialValues {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** Create account (§4, §5): names, e-mail, password with the §5 rules, confirmation and newsletter. */
export function useCreateAccountForm({ initialValues = {}, onCreated }: { initialValues?: CreateAccountInitialValues; onCreated?: () => void }) {
  const dispatch = useAppDispatch();
  const isBusy = useAppSelector((state) => state.user.isCreatingAccount || state.user.isSigningIn);
  const [error, setError] = useState<unknown>(null);
  const validators = useMemo(
    () => ({
      firstname: isRequired,
      lastname: isRequired,
      email: emailValidator,
      password: passwordValidator,
      confirm: confirmPasswordValidator
    }),
    []
  );

  const submit = useCallback(
    async (values: { firstname: string; lastname: string; email: string; password: string; confirm: string; subscribe: boolean }) => {
      setError(null);
      try {
        await dispatch(
          createAccount({
            firstname: values.firstname.trim(),
            lastname: values.lastname.trim(),
            email: values.email.trim(),
            password: values.password,
            is_subscribed: values.subscribe
          })
        );
        onCreated?.();
      } catch (caught) {
        setError(caught);
      }
    },
    [dispatch, onCreated]
  );

  const form = useForm({
    initialValues: {
      firstname: initialValues.firstName ?? '',
      lastname: initialValues.lastName ?? '',
      email: initialValues.email ?? '',
      password: '',
      confirm: '',
      subscribe: false
    },
    validators,
    onSubmit: submit
  });
  return { ...form, error, isBusy };
}
