import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import AccountPageLayout from '../shared/AccountPageLayout';
import classes from '../shared/accountPage.module.css';
import { lazyWithReload } from '../../../lib/lazyWithReload';

const ForgotPasswordForm = lazyWithReload(() => import(/* webpackChunkName: "forgot-password-form" */ './ForgotPasswordForm'));

/** /forgot-password (§2). */
export default function ForgotPasswordPage() {
  const { formatMessage } = useIntl();
  return (
    <AccountPageLayout title={formatMessage({ id: 'account.forgotPasswordTitle', defaultMessage: 'Forgot Password' })}>
      <div className={classes.narrow}>
        <Suspense fallback={<LoadingIndicator />}>
          <ForgotPasswordForm />
        </Suspense>
      </div>
    </AccountPageLayout>
  );
}
