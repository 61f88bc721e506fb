import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import FormError from '../../../components/FormError/FormError';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import { deriveErrorMessages } from '../../../graphql/deriveErrorMessage';
import AccountPageLayout from '../shared/AccountPageLayout';
import EmailField from '../shared/EmailField';
import NameFields from '../shared/NameFields';
import PasswordField from '../shared/PasswordField';
import classes from '../shared/accountPage.module.css';
import formClasses from '../shared/form.module.css';
import { useAccountInformationPage } from './useAccountInformationPage';

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
  const { user, isLoading, saved, names, namesState, email, emailState, password, passwordState } = useAccountInformationPage();

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
            <FormError errors={[namesState.error]} describe={deriveErrorMessages} />
            <NameFields firstname={names.fieldProps('firstname')} lastname={names.fieldProps('lastname')} />
            <Button type="submit" disabled={namesState.loading}>
              {formatMessage({ id: 'accountInformation.saveNames', defaultMessage: 'Save Name' })}
            </Button>
          </form>
        </section>
        <section className={classes.section}>
          <h2 className={classes.sectionTitle}>{formatMessage({ id: 'accountInformation.email', defaultMessage: 'Email' })}</h2>
          <p>{user.email}</p>
          <form className={formClasses.form} onSubmit={email.handleSubmit} noValidate>
            <FormError errors={[emailState.error]} describe={deriveErrorMessages} />
            <EmailField
              {...email.fieldProps('email')}
              label={formatMessage({ id: 'accountInformation.newEmail', defaultMessage: 'New Email Address' })}
            />
            <PasswordField
              {...email.fieldProps('password')}
              autoComplete="current-password"
              label={formatMessage({ id: 'accountInformation.confirmWithPassword', defaultMessage: 'Current Password' })}
            />
            <Button type="submit" disabled={emailState.loading}>
              {formatMessage({ id: 'accountInformation.changeEmail', defaultMessage: 'Change Email' })}
            </Button>
          </form>
        </section>
        <section className={classes.section}>
          <h2 className={classes.sectionTitle}>{formatMessage({ id: 'accountInformation.password', defaultMessage: 'Password' })}</h2>
          <form className={formClasses.form} onSubmit={password.handleSubmit} noValidate>
            <FormError errors={[passwordState.error]} describe={deriveErrorMessages} />
            <PasswordField
              {...password.fieldProps('currentPassword')}
              autoComplete="current-password"
              label={formatMessage({ id: 'accountInformation.confirmWithPassword', defaultMessage: 'Current Password' })}
            />
            <PasswordField
              {...password.fieldProps('newPassword')}
              autoComplete="new-password"
              label={formatMessage({ id: 'account.newPassword', defaultMessage: 'New Password' })}
            />
            <Button type="submit" disabled={passwordState.loading}>
              {formatMessage({ id: 'accountInformation.changePassword', defaultMessage: 'Change Password' })}
            </Button>
          </form>
        </section>
      </div>
    </AccountPageLayout>
  );
}
