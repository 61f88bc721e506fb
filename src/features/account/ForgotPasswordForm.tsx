import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { combineValidators, isRequired, isValidEmail } from '../../lib/validators';
import { useAppDispatch } from '../../store/hooks';
import FormError from './FormError';
import TextField from '../../components/TextField/TextField';
import classes from './form.module.css';
import { useForm } from './useForm';
import { requestPasswordReset } from './userThunks';

export interface ForgotPasswordFormProps {
  /** Back to sign in (drawer, menu). */
  onCancel?: () => void;
}

/** Forgot password: asks for the reset mail; the same answer whether or not the address has an account. */
export default function ForgotPasswordForm({ onCancel }: ForgotPasswordFormProps) {
  const { formatMessage } = useIntl();
  const dispatch = useAppDispatch();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);
  const validators = useMemo(() => ({ email: combineValidators(isRequired, isValidEmail) }), []);
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
  const { fieldProps, handleSubmit } = useForm({ email: '' }, validators, submit);

  if (sentTo) {
    return (
      <div className={classes.form}>
        <p className={classes.success} role="status">
          {formatMessage(
            {
              id: 'account.resetMailSent',
              defaultMessage: 'If there is an account associated with {email} you will receive an email with a link to change your password.'
            },
            { email: sentTo }
          )}
        </p>
        {onCancel ? (
          <button type="button" className={classes.secondary} onClick={onCancel}>
            {formatMessage({ id: 'account.backToSignIn', defaultMessage: 'Back to Sign In' })}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
      <p>
        {formatMessage({
          id: 'account.forgotPasswordInstructions',
          defaultMessage: 'Enter the email address you used to create your account and we will send you a link to reset your password.'
        })}
      </p>
      <FormError errors={[error]} />
      <TextField
        {...fieldProps('email')}
        type="email"
        autoComplete="email"
        label={formatMessage({ id: 'account.emailAddress', defaultMessage: 'Email Address' })}
      />
      <div className={classes.actions}>
        <button type="submit" className={classes.primary} disabled={isBusy}>
          {formatMessage({ id: 'account.sendResetLink', defaultMessage: 'Send Reset Link' })}
        </button>
        {onCancel ? (
          <button type="button" className={classes.secondary} onClick={onCancel}>
            {formatMessage({ id: 'account.cancel', defaultMessage: 'Cancel' })}
          </button>
        ) : null}
      </div>
    </form>
  );
}
