import { useCallback, useMemo, useState } from 'react';
import { isRequired } from '../../../lib/validators';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useForm } from '../../../lib/useForm';
import { emailValidator } from '../shared/accountValidators';
import { signIn } from './accountFormThunks';

/** Sign in (§4): e-mail and password; the server's error is kept to be shown in plain words. */
export function useSignInForm({ onSignedIn, initialEmail = '' }: { onSignedIn?: () => void; initialEmail?: string }) {
  const dispatch = useAppDispatch();
  const isBusy = useAppSelector((state) => state.user.isSigningIn || state.user.isGettingDetails);
  const [error, setError] = useState<unknown>(null);
  const validators = useMemo(() => ({ email: emailValidator, password: isRequired }), []);

  const submit = useCallback(
    async (values: { email: string; password: string }) => {
      setError(null);
      try {
        await dispatch(signIn({ email: values.email.trim(), password: values.password }));
        onSignedIn?.();
      } catch (caught) {
        setError(caught);
      }
    },
    [dispatch, onSignedIn]
  );

  const form = useForm({ initialValues: { email: initialEmail, password: '' }, validators, onSubmit: submit });
  return { ...form, error, isBusy };
}
