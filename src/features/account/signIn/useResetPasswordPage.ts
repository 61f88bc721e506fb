import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useForm } from '../../../lib/useForm';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { confirmPasswordValidator, emailValidator, passwordValidator } from '../shared/accountValidators';
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
      email: emailValidator,
      password: passwordValidator,
      confirm: confirmPasswordValidator
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
