import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import FormError from './FormError';
import TextField from '../../components/TextField/TextField';
import classes from './form.module.css';
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
      <FormError errors={[error]} />
      <TextField
        {...fieldProps('email')}
        type="email"
        autoComplete="email"
        label={formatMessage({ id: 'account.emailAddress', defaultMessage: 'Email Address' })}
      />
      <TextField
        {...fieldProps('password')}
        type="password"
        autoComplete="current-password"
        label={formatMessage({ id: 'account.password', defaultMessage: 'Password' })}
      />
      <div className={classes.actions}>
        {onForgotPassword ? (
          <button type="button" className={classes.link} onClick={onForgotPassword}>
            {forgotLabel}
          </button>
        ) : (
          <Link className={classes.link} to="/forgot-password">
            {forgotLabel}
          </Link>
        )}
      </div>
      <div className={classes.actions}>
        <button type="submit" className={classes.primary} disabled={isBusy}>
          {isBusy
            ? formatMessage({ id: 'account.signingIn', defaultMessage: 'Signing In…' })
            : formatMessage({ id: 'account.signInButton', defaultMessage: 'Sign In' })}
        </button>
        {onCreateAccount ? (
          <button type="button" className={classes.secondary} onClick={onCreateAccount}>
            {createLabel}
          </button>
        ) : (
          <Link className={classes.secondary} to="/create-account">
            {createLabel}
          </Link>
        )}
      </div>
    </form>
  );
}
