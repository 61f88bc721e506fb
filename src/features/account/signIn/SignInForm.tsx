import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import ButtonLink from '../../../components/Button/ButtonLink';
import FormError from '../../../components/FormError/FormError';
import { deriveErrorMessages } from '../../../graphql/deriveErrorMessage';
import EmailField from '../shared/EmailField';
import PasswordField from '../shared/PasswordField';
import classes from '../shared/form.module.css';
import { useSignInForm } from './useSignInForm';

export interface SignInFormProps {
  /** After a successful sign-in (the guest cart is merged by then). */
  onSignedIn?: () => void;
  /** Shows the create-account form in place (drawer, menu); without it, a link to /create-account. */
  onCreateAccount?: () => void;
  /** Shows the forgot-password form in place; without it, a link to /forgot-password. */
  onForgotPassword?: () => void;
}

export default function SignInForm({ onSignedIn, onCreateAccount, onForgotPassword }: SignInFormProps) {
  const { formatMessage } = useIntl();
  const { fieldProps, handleSubmit, error, isBusy } = useSignInForm({ onSignedIn });
  const forgotLabel = formatMessage({ id: 'account.forgotPasswordLink', defaultMessage: 'Forgot Password?' });
  const createLabel = formatMessage({ id: 'account.createAccountButton', defaultMessage: 'Create an Account' });
  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
      <FormError errors={[error]} describe={deriveErrorMessages} />
      <EmailField {...fieldProps('email')} />
      <PasswordField {...fieldProps('password')} autoComplete="current-password" />
      <div className={classes.actions}>
        {onForgotPassword ? (
          <Button variant="text" onClick={onForgotPassword}>
            {forgotLabel}
          </Button>
        ) : (
          <ButtonLink variant="text" to="/forgot-password">
            {forgotLabel}
          </ButtonLink>
        )}
      </div>
      <div className={classes.actions}>
        <Button type="submit" disabled={isBusy}>
          {isBusy
            ? formatMessage({ id: 'account.signingIn', defaultMessage: 'Signing In…' })
            : formatMessage({ id: 'account.signInButton', defaultMessage: 'Sign In' })}
        </Button>
        {onCreateAccount ? (
          <Button variant="secondary" onClick={onCreateAccount}>
            {createLabel}
          </Button>
        ) : (
          <ButtonLink variant="secondary" to="/create-account">
            {createLabel}
          </ButtonLink>
        )}
      </div>
    </form>
  );
}
