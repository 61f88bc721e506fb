import { useIntl } from 'react-intl';
import Icon from '../../../components/Icon/Icon';
import type { DrawerView } from './drawerViews';
import { useAppSelector } from '../../../store/hooks';
import classes from './accountMenu.module.css';
import { selectFirstName, selectIsSignedIn } from '../user/userSelectors';
import { useSignOut } from '../user/useSignOut';

export interface AccountDrawerActionsProps {
  setView: (view: DrawerView) => void;
  /** §2: disabled while a modal view is open. */
  disabled?: boolean;
  /** Closes the drawer after signing out. */
  onClose?: () => void;
}

/** The drawer footer's account actions (§2): Sign In / Create Account, or My Account / Sign Out. */
export default function AccountDrawerActions({ setView, disabled = false, onClose }: AccountDrawerActionsProps) {
  const { formatMessage } = useIntl();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const firstName = useAppSelector(selectFirstName);
  const { signOut, isSigningOut } = useSignOut(onClose);
  if (isSignedIn) {
    return (
      <div className={classes.drawerActions}>
        <button type="button" className={classes.drawerAction} disabled={disabled} onClick={() => setView('MY_ACCOUNT')}>
          <Icon name="user" />
          {firstName
            ? formatMessage({ id: 'accountTrigger.greeting', defaultMessage: 'Hi, {name}' }, { name: firstName })
            : formatMessage({ id: 'navigation.myAccount', defaultMessage: 'My Account' })}
        </button>
        <button type="button" className={classes.drawerAction} disabled={disabled || isSigningOut} onClick={signOut}>
          {formatMessage({ id: 'account.signOut', defaultMessage: 'Sign Out' })}
        </button>
      </div>
    );
  }
  return (
    <div className={classes.drawerActions}>
      <button type="button" className={classes.drawerAction} disabled={disabled} onClick={() => setView('SIGN_IN')}>
        <Icon name="user" />
        {formatMessage({ id: 'accountTrigger.signIn', defaultMessage: 'Sign In' })}
      </button>
      <button type="button" className={classes.drawerAction} disabled={disabled} onClick={() => setView('CREATE_ACCOUNT')}>
        {formatMessage({ id: 'account.createAccountButton', defaultMessage: 'Create an Account' })}
      </button>
    </div>
  );
}
