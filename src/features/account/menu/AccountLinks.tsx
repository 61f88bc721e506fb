import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ACCOUNT_LINKS } from './accountLinks';
import classes from './accountMenu.module.css';
import { useSignOut } from '../user/useSignOut';

export interface AccountLinksProps {
  /** Runs after a link is followed or the shopper signed out (closes the menu or drawer). */
  onNavigate?: () => void;
}

/** The account pages and Sign Out (§2 account menu, MY_ACCOUNT view). */
export default function AccountLinks({ onNavigate }: AccountLinksProps) {
  const { formatMessage } = useIntl();
  const { signOut, isSigningOut } = useSignOut(onNavigate);
  return (
    <nav aria-label={formatMessage({ id: 'account.linksLabel', defaultMessage: 'Account' })}>
      <ul className={classes.links}>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.path}>
            <Link className={classes.link} to={link.path} onClick={onNavigate}>
              {formatMessage(link.label)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={classes.link} onClick={signOut} disabled={isSigningOut}>
            {formatMessage({ id: 'account.signOut', defaultMessage: 'Sign Out' })}
          </button>
        </li>
      </ul>
    </nav>
  );
}
