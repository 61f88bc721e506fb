import { useCallback, useMemo, useState } from 'react';
import { defineMessage } from 'react-intl';
import { combineValidators, hasLengthAtLeast, isRequired, isValidEmail, validatePassword, type Validator } from '../../../lib/validators';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useForm } from '../../../lib/useForm';
import { createAccount } from './accountFormThunks';

/** The shortest password Magento accepts by default. */
export const MINIMUM_PASSWORD_LENGTH = 8;

export const passwordValidator = combineValidators(isRequired, hasLengthAtLeast(MINIMUM_PASSWORD_LENGTH), validatePassword);

const passwordsMustMatch = defineMessage({ id: 'account.passwordsMustMatch', defaultMessage: 'Passwords must match.' });

/** Confirm must match the field `otherField`. */
export function matchesField(otherField: string): Validator {
  return (value, values = {}) => (value === values[otherField] ? undefined : { ...passwordsMustMatch, value: otherField });
}

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
      email: combineValidators(isRequired, isValidEmail),
      password: passwordValidator,
      confirm: combineValidators(isRequired, matchesField('password'))
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
