import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useMediaQuery } from '../../lib/useMediaQuery';
import classes from './megaMenu.module.css';
import { MegaMenuPanel, useMegaMenu } from './useMegaMenu';

const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

/**
 * The desktop mega menu (§2): top categories, each with a panel of its children that opens on hover or when
 * keyboard focus enters the item, so every link is reachable with Tab. A panel's levels load when it first opens.
 */
export default function MegaMenu() {
  const { categories, onNavigate, opened, open, prepare } = useMegaMenu();
  const { formatMessage } = useIntl();
  // Hidden below 1024px (the drawer has the categories there): a phone does not build its links at start-up.
  const isShown = useMediaQuery(WIDE_SCREEN_QUERY);
  if (!isShown) return null;
  return (
    <nav className={classes.root} onPointerEnter={prepare} aria-label={formatMessage({ id: 'megaMenu.label', defaultMessage: 'Categories' })}>
      <ul className={classes.list}>
        {categories.map((category) => (
          <li key={category.uid} className={classes.item} onMouseEnter={() => open(category)} onFocus={() => open(category)}>
            <Link className={classes.link} to={category.path} onClick={onNavigate}>
              {category.name}
            </Link>
            {opened.includes(category.uid) ? (
              <Suspense fallback={null}>
                <MegaMenuPanel uid={category.uid} onNavigate={onNavigate} />
              </Suspense>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
