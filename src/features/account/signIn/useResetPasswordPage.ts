import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useForm } from '../../../lib/useForm';
import { combineValidators, isRequired, isValidEmail } from '../../../lib/validators';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { matchesField, passwordValidator } from './useCreateAccountForm';
import { resetPassword } from './accountFormThunks';

/** The reset link's token, the new-password form and whether the password was saved. */
export function useResetPasswordPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const isBusy = useAppSelector((state) => state.user.isResettingPassword);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const validators = useMemo(
    () => ({
      email: combineValidators(isRequired, isValidEmail),
      password: passwordValidator,
      confirm: combineValidators(isRequired, matchesField('password'))
    }),
    []
  );
  const submit = useCallback(
    async (values: { email: string; password: string; confirm: string }) => {
      setError(null);
      try {
        await dispatch(resetPassword({ email: values.email.trim(), token, newPassword: values.password }));
        setDone(true);
      } catch (caught) {
        setError(caught);
      }
    },
    [dispatch, token]
  );
  const { fieldProps, handleSubmit } = useForm({ initialValues: { email: '', password: '', confirm: '' }, validators, onSubmit: submit });
  return { token, isBusy, error, done, fieldProps, handleSubmit };
}
