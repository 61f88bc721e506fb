import { useIntl } from 'react-intl';
import FormError from './FormError';
import TextField from '../../components/TextField/TextField';
import classes from './form.module.css';
import { useCreateAccountForm, type CreateAccountInitialValues } from './useCreateAccountForm';

export interface CreateAccountFormProps {
  initialValues?: CreateAccountInitialValues;
  /** After the account exists and the new customer is signed in. */
  onCreated?: () => void;
  /** Back to sign in (drawer, menu). */
  onCancel?: () => void;
}

export default function CreateAccountForm({ initialValues, onCreated, onCancel }: CreateAccountFormProps) {
  const { formatMessage } = useIntl();
  const { fieldProps, values, setValue, handleSubmit, error, isBusy } = useCreateAccountForm({ initialValues, onCreated });
  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
      <FormError errors={[error]} />
      <TextField
        {...fieldProps('firstname')}
        autoComplete="given-name"
        label={formatMessage({ id: 'account.firstName', defaultMessage: 'First Name' })}
      />
      <TextField
        {...fieldProps('lastname')}
        autoComplete="family-name"
        label={formatMessage({ id: 'account.lastName', defaultMessage: 'Last Name' })}
      />
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
        label={formatMessage({ id: 'account.password', defaultMessage: 'Password' })}
      />
      <TextField
        {...fieldProps('confirm')}
        type="password"
        autoComplete="new-password"
        label={formatMessage({ id: 'account.confirmPassword', defaultMessage: 'Confirm Password' })}
      />
      <label className={classes.checkbox}>
        <input type="checkbox" checked={Boolean(values.subscribe)} onChange={(event) => setValue('subscribe', event.target.checked)} />
        {formatMessage({ id: 'account.subscribeNewsletter', defaultMessage: 'Subscribe to news and updates' })}
      </label>
      <div className={classes.actions}>
        <button type="submit" className={classes.primary} disabled={isBusy}>
          {formatMessage({ id: 'account.createAccountButton', defaultMessage: 'Create an Account' })}
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
