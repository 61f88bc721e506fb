import { Suspense, useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import AccountPageLayout from '../shared/AccountPageLayout';
import classes from '../shared/accountPage.module.css';
import { useReturnPath } from './useReturnPath';
import { lazyWithReload } from '../../../lib/lazyWithReload';

const CreateAccountForm = lazyWithReload(() => import(/* webpackChunkName: "create-account-form" */ './CreateAccountForm'));

/** /create-account (§2): prefilled from ?email&firstName&lastName (after an order). */
export default function CreateAccountPage() {
  const { formatMessage } = useIntl();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const initialValues = useMemo(
    () => ({
      email: params.get('email') ?? '',
      firstName: params.get('firstName') ?? '',
      lastName: params.get('lastName') ?? ''
    }),
    [params]
  );
  const onCreated = useCallback(() => navigate(returnPath, { replace: true }), [navigate, returnPath]);
  return (
    <AccountPageLayout title={formatMessage({ id: 'account.createAccountTitle', defaultMessage: 'Create an Account' })}>
      <div className={classes.narrow}>
        <Suspense fallback={<LoadingIndicator />}>
          <CreateAccountForm initialValues={initialValues} onCreated={onCreated} />
        </Suspense>
      </div>
    </AccountPageLayout>
  );
}
