import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import AccountPageLayout from '../shared/AccountPageLayout';
import classes from '../shared/accountPage.module.css';
import { useSignInPage } from './useSignInPage';
import { lazyWithReload } from '../../../lib/lazyWithReload';

const SignInForm = lazyWithReload(() => import(/* webpackChunkName: "sign-in-form" */ './SignInForm'));

/** /sign-in (§2): after signing in, the shopper goes back where the guard sent them from. */
export default function SignInPage() {
  const { formatMessage } = useIntl();
  const { returnPath, wasSignedIn, onSignedIn } = useSignInPage();
  if (wasSignedIn) return <Navigate to={returnPath} replace />;
  return (
    <AccountPageLayout title={formatMessage({ id: 'account.signInTitle', defaultMessage: 'Sign In' })}>
      <div className={classes.narrow}>
        <Suspense fallback={<LoadingIndicator />}>
          <SignInForm onSignedIn={onSignedIn} />
        </Suspense>
      </div>
    </AccountPageLayout>
  );
}
