import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import FormError from '../../../components/FormError/FormError';
import { deriveErrorMessages } from '../../../graphql/deriveErrorMessage';
import EmailField from '../shared/EmailField';
import SubmitOrCancel from '../shared/SubmitOrCancel';
import classes from '../shared/form.module.css';
import { useForgotPasswordForm } from './useForgotPasswordForm';

export interface ForgotPasswordFormProps {
  /** Back to sign in (drawer, menu). */
  onCancel?: () => void;
}

/** Forgot password: asks for the reset mail; the same answer whether or not the address has an account. */
export default function ForgotPasswordForm({ onCancel }: ForgotPasswordFormProps) {
  const { formatMessage } = useIntl();
  const { fieldProps, handleSubmit, sentTo, error, isBusy } = useForgotPasswordForm();

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
          <Button variant="secondary" onClick={onCancel}>
            {formatMessage({ id: 'account.backToSignIn', defaultMessage: 'Back to Sign In' })}
          </Button>
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
      <FormError errors={[error]} describe={deriveErrorMessages} />
      <EmailField {...fieldProps('email')} />
      <SubmitOrCancel
        submitText={formatMessage({ id: 'account.sendResetLink', defaultMessage: 'Send Reset Link' })}
        isBusy={isBusy}
        onCancel={onCancel}
      />
    </form>
  );
}
