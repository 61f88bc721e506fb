import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import LoadingIndicator from '../../components/LoadingIndicator/LoadingIndicator';
import { useAppSelector } from '../../store/hooks';
import AccountPageLayout from './AccountPageLayout';
import classes from './accountPage.module.css';
import { selectIsSignedIn } from './userSelectors';
import { useReturnPath } from './useReturnPath';

const SignInForm = lazy(() => import(/* webpackChunkName: "sign-in-form" */ './SignInForm'));

/** /sign-in (§2): after signing in, the shopper goes back where the guard sent them from. */
export default function SignInPage() {
  const { formatMessage } = useIntl();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [wasSignedIn] = useState(isSignedIn);
  const onSignedIn = useCallback(() => navigate(returnPath, { replace: true }), [navigate, returnPath]);
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
