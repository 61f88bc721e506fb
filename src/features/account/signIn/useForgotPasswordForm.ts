import { useCallback, useMemo, useState } from 'react';
import { useForm } from '../../../lib/useForm';
import { useAppDispatch } from '../../../store/hooks';
import { emailValidator } from '../shared/accountValidators';
import { requestPasswordReset } from './accountFormThunks';

/** Forgot password: asks for the reset mail; `sentTo` is the address once the server took the request. */
export function useForgotPasswordForm() {
  const dispatch = useAppDispatch();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);
  const validators = useMemo(() => ({ email: emailValidator }), []);
  const submit = useCallback(
    async ({ email }: { email: string }) => {
      setBusy(true);
      setError(null);
      try {
        await dispatch(requestPasswordReset(email.trim()));
        setSentTo(email.trim());
      } catch (caught) {
        setError(caught);
      } finally {
        setBusy(false);
      }
    },
    [dispatch]
  );
  const { fieldProps, handleSubmit } = useForm({ initialValues: { email: '' }, validators, onSubmit: submit });
  return { fieldProps, handleSubmit, sentTo, error, isBusy };
}
