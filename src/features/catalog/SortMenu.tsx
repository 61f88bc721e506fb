import { useIntl } from 'react-intl';
import Icon from '../../components/Icon/Icon';
import type { SortOption } from './listingParams';
import classes from './sortMenu.module.css';
import { useSortLabels } from './useSortLabels';
import { useSortMenu } from './useSortMenu';

export interface SortMenuProps {
  sorts: readonly SortOption[];
  current: SortOption;
  onChange: (sort: SortOption) => void;
}

/** The sort dropdown: a button ('Sort' on small screens, 'Sort by: …' from 1024 px) and its menu. */
export default function SortMenu({ sorts, current, onChange }: SortMenuProps) {
  const { formatMessage } = useIntl();
  const labelOf = useSortLabels();
  const { isOpen, toggle, choose, rootRef, buttonRef, menuId } = useSortMenu(onChange);
  const currentLabel = labelOf(current);
  return (
    <div className={classes.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.button}
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={formatMessage({ id: 'sortMenu.label', defaultMessage: 'Sort by: {sort}' }, { sort: currentLabel })}
        onClick={toggle}
      >
        <span className={classes.mobileText}>{formatMessage({ id: 'sortMenu.short', defaultMessage: 'Sort' })}</span>
        <span className={classes.desktopText}>
          {formatMessage({ id: 'sortMenu.label', defaultMessage: 'Sort by: {sort}' }, { sort: currentLabel })}
        </span>
        <Icon name="chevronDown" size={18} />
      </button>
      <ul id={menuId} className={isOpen ? classes.menuOpen : classes.menu}>
        {sorts.map((sort) => (
          <li key={sort.id}>
            <button
              type="button"
              className={classes.option}
              aria-pressed={sort.id === current.id}
              onClick={() => choose(sort)}
            >
              {labelOf(sort)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
