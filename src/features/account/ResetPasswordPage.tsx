import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { combineValidators, isRequired, isValidEmail } from '../../lib/validators';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import AccountPageLayout from './AccountPageLayout';
import FormError from './FormError';
import TextField from '../../components/TextField/TextField';
import classes from './accountPage.module.css';
import formClasses from './form.module.css';
import { matchesField, passwordValidator } from './useCreateAccountForm';
import { useForm } from './useForm';
import { resetPassword } from './userThunks';

/** /customer/account/createPassword?token=… (§2): the link of the reset mail sets a new password. */
export default function ResetPasswordPage() {
  const { formatMessage } = useIntl();
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
  const { fieldProps, handleSubmit } = useForm({ email: '', password: '', confirm: '' }, validators, submit);
  const title = formatMessage({ id: 'account.resetPasswordTitle', defaultMessage: 'Reset Password' });

  let content;
  if (!token) {
    content = (
      <p className={formClasses.formError} role="alert">
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
        <Link className={formClasses.primary} to="/sign-in">
          {formatMessage({ id: 'account.signInButton', defaultMessage: 'Sign In' })}
        </Link>
      </div>
    );
  } else {
    content = (
      <form className={formClasses.form} onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
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
          autoComplete="new-password"
          label={formatMessage({ id: 'account.newPassword', defaultMessage: 'New Password' })}
        />
        <TextField
          {...fieldProps('confirm')}
          type="password"
          autoComplete="new-password"
          label={formatMessage({ id: 'account.confirmPassword', defaultMessage: 'Confirm Password' })}
        />
        <div className={formClasses.actions}>
          <button type="submit" className={formClasses.primary} disabled={isBusy}>
            {formatMessage({ id: 'account.savePassword', defaultMessage: 'Save Password' })}
          </button>
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
