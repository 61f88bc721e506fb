import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import AccountPageLayout from '../shared/AccountPageLayout';
import FormError from '../../../components/FormError/FormError';
import { deriveErrorMessages } from '../../../graphql/deriveErrorMessage';
import classes from '../shared/accountPage.module.css';
import { useSavedPaymentsPage, type PaymentToken } from './useSavedPaymentsPage';

/** Card details come as JSON text (`{"type":"VI","maskedCC":"1111","expirationDate":"12/2030"}`). */
function describe(token: PaymentToken): { card: string; expires: string } {
  try {
    const details = JSON.parse(token.details ?? '{}') as { type?: string; maskedCC?: string; expirationDate?: string };
    return {
      card: [details.type, details.maskedCC ? `•••• ${details.maskedCC}` : ''].filter(Boolean).join(' '),
      expires: details.expirationDate ?? ''
    };
  } catch {
    return { card: token.payment_method_code, expires: '' };
  }
}

/** /saved-payments: stored payment tokens with delete; an empty state when there are none. */
export default function SavedPaymentsPage() {
  const { formatMessage } = useIntl();
  const { data, loading, error, tokens, remove, deleteState } = useSavedPaymentsPage();
  let content;
  if (loading && !data) content = <LoadingIndicator />;
  else if (!tokens.length)
    content = <p className={classes.empty}>{formatMessage({ id: 'savedPayments.empty', defaultMessage: 'You have no saved payments.' })}</p>;
  else
    content = (
      <ul className={classes.grid}>
        {tokens.map((token) => {
          const { card, expires } = describe(token);
          return (
            <li key={token.public_hash} className={classes.card}>
              <strong>{card || token.payment_method_code}</strong>
              {expires ? <span>{formatMessage({ id: 'savedPayments.expires', defaultMessage: 'Expires {date}' }, { date: expires })}</span> : null}
              <Button variant="secondary" disabled={deleteState.loading} onClick={() => remove(token.public_hash)}>
                {formatMessage({ id: 'savedPayments.delete', defaultMessage: 'Delete' })}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  return (
    <AccountPageLayout title={formatMessage({ id: 'account.link.savedPayments', defaultMessage: 'Saved Payments' })}>
      <FormError errors={[error, deleteState.error]} describe={deriveErrorMessages} />
      {content}
    </AccountPageLayout>
  );
}
