import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import FormError from '../../../components/FormError/FormError';
import { deriveErrorMessages } from '../../../graphql/deriveErrorMessage';
import AccountPageLayout from '../shared/AccountPageLayout';
import classes from '../shared/accountPage.module.css';
import formClasses from '../shared/form.module.css';
import { useCommunicationsPage } from './useCommunicationsPage';

/** /communications: the newsletter subscription toggle. */
export default function CommunicationsPage() {
  const { formatMessage } = useIntl();
  const { checkboxProps, handleSubmit, isBusy, isLoading, error, saved } = useCommunicationsPage();

  return (
    <AccountPageLayout title={formatMessage({ id: 'account.link.communications', defaultMessage: 'Communications' })}>
      <form className={`${formClasses.form} ${classes.narrow}`} onSubmit={handleSubmit} aria-busy={isBusy}>
        <p>
          {formatMessage({
            id: 'communications.intro',
            defaultMessage: 'Get the latest news, offers and updates from us by email.'
          })}
        </p>
        <FormError errors={[error]} describe={deriveErrorMessages} />
        <label className={formClasses.checkbox}>
          <input type="checkbox" {...checkboxProps('subscribed')} disabled={isLoading} />
          {formatMessage({ id: 'communications.subscribe', defaultMessage: 'Stay on the cutting edge of fashion news' })}
        </label>
        {saved ? (
          <p className={formClasses.success} role="status">
            {formatMessage({ id: 'communications.saved', defaultMessage: 'Your preferences have been updated.' })}
          </p>
        ) : null}
        <div className={formClasses.actions}>
          <Button type="submit" disabled={isBusy}>
            {formatMessage({ id: 'account.saveChanges', defaultMessage: 'Save Changes' })}
          </Button>
        </div>
      </form>
    </AccountPageLayout>
  );
}
