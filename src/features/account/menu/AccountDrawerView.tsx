import { Suspense } from 'react';
import type { DrawerView } from './drawerViews';
import AccountFormLoading from './AccountFormLoading';
import AccountLinks from './AccountLinks';
import classes from './accountMenu.module.css';
import { lazyWithReload } from '../../../lib/lazyWithReload';

const SignInForm = lazyWithReload(() => import(/* webpackChunkName: "sign-in-form" */ '../signIn/SignInForm'));
const CreateAccountForm = lazyWithReload(() => import(/* webpackChunkName: "create-account-form" */ '../signIn/CreateAccountForm'));
const ForgotPasswordForm = lazyWithReload(() => import(/* webpackChunkName: "forgot-password-form" */ '../signIn/ForgotPasswordForm'));

export interface AccountDrawerViewProps {
  view: DrawerView;
  setView: (view: DrawerView) => void;
  /** Closes the drawer (after signing in, following a link or signing out). */
  onClose: () => void;
  /** Told whether the view's form is still loading (the drawer title then reads 'Account'). */
  onLoadingChange?: (isLoading: boolean) => void;
}

/** The account views of the navigation drawer (§2): SIGN_IN, CREATE_ACCOUNT, FORGOT_PASSWORD, MY_ACCOUNT. MENU renders nothing. */
export default function AccountDrawerView({ view, setView, onClose, onLoadingChange }: AccountDrawerViewProps) {
  let body;
  if (view === 'SIGN_IN')
    body = (
      <SignInForm
        onSignedIn={() => setView('MY_ACCOUNT')}
        onCreateAccount={() => setView('CREATE_ACCOUNT')}
        onForgotPassword={() => setView('FORGOT_PASSWORD')}
      />
    );
  else if (view === 'CREATE_ACCOUNT') body = <CreateAccountForm onCreated={() => setView('MY_ACCOUNT')} onCancel={() => setView('SIGN_IN')} />;
  else if (view === 'FORGOT_PASSWORD') body = <ForgotPasswordForm onCancel={() => setView('SIGN_IN')} />;
  else if (view === 'MY_ACCOUNT') body = <AccountLinks onNavigate={onClose} />;
  else return null;
  return (
    <div className={classes.drawerView}>
      <Suspense fallback={<AccountFormLoading onLoadingChange={onLoadingChange} />}>{body}</Suspense>
    </div>
  );
}
