import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import IconButton from '../../../components/IconButton/IconButton';
import classes from './accountMenu.module.css';
import { useAccountTrigger } from './useAccountTrigger';
import { lazyWithReload } from '../../../lib/lazyWithReload';

const AccountMenu = lazyWithReload(() => import(/* webpackChunkName: "account-menu" */ './AccountMenu'));

/** The header account button (§2): 'Hi, <first name>' or 'Sign In'; toggles the account menu. Hidden ≤640 px. */
export default function AccountTrigger() {
  const { formatMessage } = useIntl();
  const { isSignedIn, firstName, isOpen, buttonRef, toggle, close } = useAccountTrigger();
  const label =
    isSignedIn && firstName
      ? formatMessage({ id: 'accountTrigger.greeting', defaultMessage: 'Hi, {name}' }, { name: firstName })
      : isSignedIn
        ? formatMessage({ id: 'accountTrigger.account', defaultMessage: 'Account' })
        : formatMessage({ id: 'accountTrigger.signIn', defaultMessage: 'Sign In' });
  return (
    <div className={classes.wrapper}>
      <IconButton
        ref={buttonRef}
        className={classes.trigger}
        label={label}
        icon="user"
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        onClick={toggle}
      >
        <span>{label}</span>
      </IconButton>
      {isOpen ? (
        <Suspense fallback={null}>
          <AccountMenu onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
