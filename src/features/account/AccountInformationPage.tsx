import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import LoadingIndicator from '../../components/LoadingIndicator/LoadingIndicator';
import { combineValidators, isRequired, isValidEmail } from '../../lib/validators';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import AccountPageLayout from './AccountPageLayout';
import FormError from './FormError';
import TextField from '../../components/TextField/TextField';
import classes from './accountPage.module.css';
import formClasses from './form.module.css';
import { passwordValidator } from './useCreateAccountForm';
import { useForm } from './useForm';
import { selectCurrentUser } from './userSelectors';
import { updateCurrentUser } from './userSlice';
import { toCurrentUser } from './userThunks';
import CHANGE_CUSTOMER_PASSWORD from './changeCustomerPassword.graphql';
import UPDATE_CUSTOMER from './updateCustomer.graphql';
import UPDATE_CUSTOMER_EMAIL from './updateCustomerEmail.graphql';

function Saved({ message }: { message: string | null }) {
  return message ? (
    <p className={formClasses.success} role="status">
      {message}
    </p>
  ) : null;
}

/** /account-information: edit the names, the e-mail (with password confirmation) and the password. */
export default function AccountInformationPage() {
  const { formatMessage } = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const isLoading = useAppSelector((state) => state.user.isGettingDetails && !state.user.currentUser.email);
  const [saved, setSaved] = useState<string | null>(null);
  const savedMessage = formatMessage({ id: 'accountInformation.saved', defaultMessage: 'Your changes have been saved.' });

  const [updateNames, namesState] = useMutation(UPDATE_CUSTOMER);
  const [updateEmail, emailState] = useMutation(UPDATE_CUSTOMER_EMAIL);
  const [changePassword, passwordState] = useMutation(CHANGE_CUSTOMER_PASSWORD);

  const nameValidators = useMemo(() => ({ firstname: isRequired, lastname: isRequired }), []);
  const names = useForm({ firstname: user.firstname, lastname: user.lastname }, nameValidators, async (values) => {
    setSaved(null);
    const result = await updateNames({ variables: { input: { firstname: values.firstname.trim(), lastname: values.lastname.trim() } } }).catch(
      () => null
    );
    if (!result?.data) return;
    dispatch(updateCurrentUser(toCurrentUser({ ...user, ...result.data.updateCustomerV2?.customer })));
    setSaved(savedMessage);
  });

  const emailValidators = useMemo(() => ({ email: combineValidators(isRequired, isValidEmail), password: isRequired }), []);
  const email = useForm({ email: '', password: '' }, emailValidators, async (values, { reset }) => {
    setSaved(null);
    const result = await updateEmail({ variables: { email: values.email.trim(), password: values.password } }).catch(() => null);
    if (!result?.data) return;
    dispatch(updateCurrentUser({ email: result.data.updateCustomerEmail?.customer.email ?? values.email.trim() }));
    reset({ email: '', password: '' });
    setSaved(savedMessage);
  });

  const passwordValidators = useMemo(() => ({ currentPassword: isRequired, newPassword: passwordValidator }), []);
  const password = useForm({ currentPassword: '', newPassword: '' }, passwordValidators, async (values, { reset }) => {
    setSaved(null);
    const result = await changePassword({ variables: values }).catch(() => null);
    if (!result?.data) return;
    reset({ currentPassword: '', newPassword: '' });
    setSaved(savedMessage);
  });

  // The form starts with the names known when the details arrive.
  const [seeded, setSeeded] = useState(Boolean(user.email));
  if (!seeded && user.email) {
    setSeeded(true);
    names.reset({ firstname: user.firstname, lastname: user.lastname });
  }

  const title = formatMessage({ id: 'account.link.accountInformation', defaultMessage: 'Account Information' });
  if (isLoading) {
    return (
      <AccountPageLayout title={title}>
        <LoadingIndicator />
      </AccountPageLayout>
    );
  }
  return (
    <AccountPageLayout title={title}>
      <div className={classes.narrow}>
        <Saved message={saved} />
        <section className={classes.section}>
          <h2 className={classes.sectionTitle}>{formatMessage({ id: 'accountInformation.names', defaultMessage: 'Name' })}</h2>
          <form className={formClasses.form} onSubmit={names.handleSubmit} noValidate>
            <FormError errors={[namesState.error]} />
            <TextField {...names.fieldProps('firstname')} autoComplete="given-name" label={formatMessage({ id: 'account.firstName', defaultMessage: 'First Name' })} />
            <TextField {...names.fieldProps('lastname')} autoComplete="family-name" label={formatMessage({ id: 'account.lastName', defaultMessage: 'Last Name' })} />
            <button type="submit" className={formClasses.primary} disabled={namesState.loading}>
              {formatMessage({ id: 'accountInformation.saveNames', defaultMessage: 'Save Name' })}
            </button>
          </form>
        </section>
        <section className={classes.section}>
          <h2 className={classes.sectionTitle}>{formatMessage({ id: 'accountInformation.email', defaultMessage: 'Email' })}</h2>
          <p>{user.email}</p>
          <form className={formClasses.form} onSubmit={email.handleSubmit} noValidate>
            <FormError errors={[emailState.error]} />
            <TextField
              {...email.fieldProps('email')}
              type="email"
              autoComplete="email"
              label={formatMessage({ id: 'accountInformation.newEmail', defaultMessage: 'New Email Address' })}
            />
            <TextField
              {...email.fieldProps('password')}
              type="password"
              autoComplete="current-password"
              label={formatMessage({ id: 'accountInformation.confirmWithPassword', defaultMessage: 'Current Password' })}
            />
            <button type="submit" className={formClasses.primary} disabled={emailState.loading}>
              {formatMessage({ id: 'accountInformation.changeEmail', defaultMessage: 'Change Email' })}
            </button>
          </form>
        </section>
        <section className={classes.section}>
          <h2 className={classes.sectionTitle}>{formatMessage({ id: 'accountInformation.password', defaultMessage: 'Password' })}</h2>
          <form className={formClasses.form} onSubmit={password.handleSubmit} noValidate>
            <FormError errors={[passwordState.error]} />
            <TextField
              {...password.fieldProps('currentPassword')}
              type="password"
              autoComplete="current-password"
              label={formatMessage({ id: 'accountInformation.confirmWithPassword', defaultMessage: 'Current Password' })}
            />
            <TextField
              {...password.fieldProps('newPassword')}
              type="password"
              autoComplete="new-password"
              label={formatMessage({ id: 'account.newPassword', defaultMessage: 'New Password' })}
            />
            <button type="submit" className={formClasses.primary} disabled={passwordState.loading}>
              {formatMessage({ id: 'accountInformation.changePassword', defaultMessage: 'Change Password' })}
            </button>
          </form>
        </section>
      </div>
    </AccountPageLayout>
  );
}
