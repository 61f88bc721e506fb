import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import { useFocusTrap } from '../../../components/FocusTrap/useFocusTrap';
import { useAppSelector } from '../../../store/hooks';
import AccountLinks from './AccountLinks';
import classes from './accountMenu.module.css';
import { selectIsSignedIn } from '../user/userSelectors';
import { lazyWithReload } from '../../../lib/lazyWithReload';

const SignInForm = lazyWithReload(() => import(/* webpackChunkName: "sign-in-form" */ '../signIn/SignInForm'));
const CreateAccountForm = lazyWithReload(() => import(/* webpackChunkName: "create-account-form" */ '../signIn/CreateAccountForm'));
const ForgotPasswordForm = lazyWithReload(() => import(/* webpackChunkName: "forgot-password-form" */ '../signIn/ForgotPasswordForm'));

type MenuView = 'SIGN_IN' | 'CREATE_ACCOUNT' | 'FORGOT_PASSWORD';

/** The header account menu (§2): signed out, the sign-in form and its siblings; signed in, the account pages and Sign Out. */
export default function AccountMenu({ onClose }: { onClose: () => void }) {
  const { formatMessage } = useIntl();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [view, setView] = useState<MenuView>('SIGN_IN');
  const ref = useFocusTrap<HTMLDivElement>(true, onClose);
  const titles: Record<MenuView, string> = {
    SIGN_IN: formatMessage({ id: 'navigation.signIn', defaultMessage: 'Sign In' }),
    CREATE_ACCOUNT: formatMessage({ id: 'navigation.createAccount', defaultMessage: 'Create Account' }),
    FORGOT_PASSWORD: formatMessage({ id: 'navigation.forgotPassword', defaultMessage: 'Forgot Password' })
  };
  const title = isSignedIn ? formatMessage({ id: 'navigation.myAccount', defaultMessage: 'My Account' }) : titles[view];
  let body;
  if (isSignedIn) body = <AccountLinks onNavigate={onClose} />;
  else if (view === 'CREATE_ACCOUNT') body = <CreateAccountForm onCreated={onClose} onCancel={() => setView('SIGN_IN')} />;
  else if (view === 'FORGOT_PASSWORD') body = <ForgotPasswordForm onCancel={() => setView('SIGN_IN')} />;
  else
    body = <SignInForm onSignedIn={onClose} onCreateAccount={() => setView('CREATE_ACCOUNT')} onForgotPassword={() => setView('FORGOT_PASSWORD')} />;
  return (
    <div ref={ref} className={classes.menu} role="dialog" aria-label={title} tabIndex={-1}>
      <h2 className={classes.menuTitle}>{title}</h2>
      <Suspense fallback={<LoadingIndicator />}>{body}</Suspense>
    </div>
  );
}
