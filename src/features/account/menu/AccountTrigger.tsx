import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import Icon from '../../../components/Icon/Icon';
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
      <button ref={buttonRef} type="button" className={classes.trigger} aria-expanded={isOpen} aria-haspopup="dialog" onClick={toggle}>
        <Icon name="user" />
        <span>{label}</span>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <AccountMenu onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
