import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useMediaQuery } from '../../lib/useMediaQuery';
import classes from './megaMenu.module.css';
import type { MenuCategory } from './menuCategories';
import { useMegaMenu } from './useMegaMenu';

function SubcategoryList({ categories, onNavigate }: { categories: MenuCategory[]; onNavigate: () => void }) {
  if (categories.length === 0) return null;
  return (
    <ul className={classes.sublist}>
      {categories.map((category) => (
        <li key={category.uid}>
          <Link className={classes.sublink} to={category.path} onClick={onNavigate}>
            {category.name}
          </Link>
          <SubcategoryList categories={category.children} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

/**
 * The desktop mega menu (§2): top categories with their children in a panel that opens on hover or when
 * keyboard focus enters the item, so every link is reachable with Tab.
 */
export default function MegaMenu() {
  const { categories, onNavigate } = useMegaMenu();
  const { formatMessage } = useIntl();
  // Hidden below 1024px (the drawer has the categories there): a phone does not build its links at start-up.
  const isShown = useMediaQuery(WIDE_SCREEN_QUERY);
  if (!isShown) return null;
  return (
    <nav className={classes.root} aria-label={formatMessage({ id: 'megaMenu.label', defaultMessage: 'Categories' })}>
      <ul className={classes.list}>
        {categories.map((category) => (
          <li key={category.uid} className={classes.item}>
            <Link className={classes.link} to={category.path} onClick={onNavigate}>
              {category.name}
            </Link>
            {category.children.length > 0 ? (
              <div className={classes.panel}>
                <div className={classes.columns}>
                  {category.children.map((child) => (
                    <div key={child.uid} className={classes.column}>
                      <Link className={classes.columnHeading} to={child.path} onClick={onNavigate}>
                        {child.name}
                      </Link>
                      <SubcategoryList categories={child.children} onNavigate={onNavigate} />
                    </div>
                  ))}
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
