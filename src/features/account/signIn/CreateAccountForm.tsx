import { useIntl } from 'react-intl';
import FormError from '../../../components/FormError/FormError';
import { deriveErrorMessages } from '../../../graphql/deriveErrorMessage';
import EmailField from '../shared/EmailField';
import SubmitOrCancel from '../shared/SubmitOrCancel';
import NameFields from '../shared/NameFields';
import PasswordField from '../shared/PasswordField';
import classes from '../shared/form.module.css';
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
  const { fieldProps, checkboxProps, handleSubmit, error, isBusy } = useCreateAccountForm({ initialValues, onCreated });
  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
      <FormError errors={[error]} describe={deriveErrorMessages} />
      <NameFields firstname={fieldProps('firstname')} lastname={fieldProps('lastname')} />
      <EmailField {...fieldProps('email')} />
      <PasswordField {...fieldProps('password')} autoComplete="new-password" />
      <PasswordField
        {...fieldProps('confirm')}
        autoComplete="new-password"
        label={formatMessage({ id: 'account.confirmPassword', defaultMessage: 'Confirm Password' })}
      />
      <label className={classes.checkbox}>
        <input type="checkbox" {...checkboxProps('subscribe')} />
        {formatMessage({ id: 'account.subscribeNewsletter', defaultMessage: 'Subscribe to news and updates' })}
      </label>
      <SubmitOrCancel
        submitText={formatMessage({ id: 'account.createAccountButton', defaultMessage: 'Create an Account' })}
        isBusy={isBusy}
        onCancel={onCancel}
      />
    </form>
  );
}
