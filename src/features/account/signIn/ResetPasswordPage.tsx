import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Button from '../../../components/Button/Button';
import ButtonLink from '../../../components/Button/ButtonLink';
import FormError from '../../../components/FormError/FormError';
import { deriveErrorMessages } from '../../../graphql/deriveErrorMessage';
import AccountPageLayout from '../shared/AccountPageLayout';
import EmailField from '../shared/EmailField';
import PasswordField from '../shared/PasswordField';
import classes from '../shared/accountPage.module.css';
import formClasses from '../shared/form.module.css';
import { useResetPasswordPage } from './useResetPasswordPage';

/** /customer/account/createPassword?token=… (§2): the link of the reset mail sets a new password. */
export default function ResetPasswordPage() {
  const { formatMessage } = useIntl();
  const { token, isBusy, error, done, fieldProps, handleSubmit } = useResetPasswordPage();
  const title = formatMessage({ id: 'account.resetPasswordTitle', defaultMessage: 'Reset Password' });

  let content;
  if (!token) {
    content = (
      <p className={classes.missingToken} role="alert">
        {formatMessage({
          id: 'account.resetPasswordMissingToken',
          defaultMessage: 'This link is missing its reset token. Please request a new password reset email.'
        })}{' '}
        <Link to="/forgot-password">{formatMessage({ id: 'account.forgotPasswordTitle', defaultMessage: 'Forgot Password' })}</Link>
      </p>
    );
  } else if (done) {
    content = (
      <div className={formClasses.form}>
        <p className={formClasses.success} role="status">
          {formatMessage({ id: 'account.resetPasswordDone', defaultMessage: 'Your new password has been saved.' })}
        </p>
        <ButtonLink to="/sign-in">{formatMessage({ id: 'account.signInButton', defaultMessage: 'Sign In' })}</ButtonLink>
      </div>
    );
  } else {
    content = (
      <form className={formClasses.form} onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
        <FormError errors={[error]} describe={deriveErrorMessages} />
        <EmailField {...fieldProps('email')} />
        <PasswordField
          {...fieldProps('password')}
          autoComplete="new-password"
          label={formatMessage({ id: 'account.newPassword', defaultMessage: 'New Password' })}
        />
        <PasswordField
          {...fieldProps('confirm')}
          autoComplete="new-password"
          label={formatMessage({ id: 'account.confirmPassword', defaultMessage: 'Confirm Password' })}
        />
        <div className={formClasses.actions}>
          <Button type="submit" disabled={isBusy}>
            {formatMessage({ id: 'account.savePassword', defaultMessage: 'Save Password' })}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <AccountPageLayout title={title}>
      <div className={classes.narrow}>{content}</div>
    </AccountPageLayout>
  );
}
