import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import AccountPageLayout from './AccountPageLayout';
import FormError from './FormError';
import formClasses from './form.module.css';
import classes from './accountPage.module.css';
import { selectCurrentUser } from './userSelectors';
import { updateCurrentUser } from './userSlice';
import UPDATE_CUSTOMER from './updateCustomer.graphql';

/** /communications: the newsletter subscription toggle. */
export default function CommunicationsPage() {
  const { formatMessage } = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const isLoading = useAppSelector((state) => state.user.isGettingDetails && !state.user.currentUser.email);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [saved, setSaved] = useState(false);
  const [update, { loading, error }] = useMutation(UPDATE_CUSTOMER);
  const subscribed = choice ?? Boolean(user.is_subscribed);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    try {
      const result = await update({ variables: { input: { is_subscribed: subscribed } } });
      dispatch(updateCurrentUser({ is_subscribed: Boolean(result.data?.updateCustomerV2?.customer.is_subscribed) }));
      setSaved(true);
    } catch {
      // The error is shown from the mutation state.
    }
  };

  return (
    <AccountPageLayout title={formatMessage({ id: 'account.link.communications', defaultMessage: 'Communications' })}>
      <form className={`${formClasses.form} ${classes.narrow}`} onSubmit={(event) => void onSubmit(event)} aria-busy={loading || isLoading}>
        <p>
          {formatMessage({
            id: 'communications.intro',
            defaultMessage: 'Get the latest news, offers and updates from us by email.'
          })}
        </p>
        <FormError errors={[error]} />
        <label className={formClasses.checkbox}>
          <input
            type="checkbox"
            checked={subscribed}
            disabled={isLoading}
            onChange={(event) => {
              setChoice(event.target.checked);
              setSaved(false);
            }}
          />
          {formatMessage({ id: 'communications.subscribe', defaultMessage: 'Stay on the cutting edge of fashion news' })}
        </label>
        {saved ? (
          <p className={formClasses.success} role="status">
            {formatMessage({ id: 'communications.saved', defaultMessage: 'Your preferences have been updated.' })}
          </p>
        ) : null}
        <div className={formClasses.actions}>
          <button type="submit" className={formClasses.primary} disabled={loading || isLoading}>
            {formatMessage({ id: 'account.saveChanges', defaultMessage: 'Save Changes' })}
          </button>
        </div>
      </form>
    </AccountPageLayout>
  );
}
