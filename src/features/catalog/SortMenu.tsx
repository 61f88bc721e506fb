import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import IconButton from '../../components/IconButton/IconButton';
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { SortOption } from './listingParams';
import classes from './sortMenu.module.css';
import { useSortLabels } from './useSortLabels';
import { useSortMenu } from './useSortMenu';

// The menu's choices load when the shopper first opens it; the button is all the first screen shows.
const SortOptions = lazyWithReload(() => import(/* webpackChunkName: "sort-options" */ './SortOptions'));

export interface SortMenuProps {
  sorts: readonly SortOption[];
  current: SortOption;
  onChange: (sort: SortOption) => void;
}

/** The sort dropdown: a button ('Sort' on small screens, 'Sort by: …' from 1024 px) and its menu. */
export default function SortMenu({ sorts, current, onChange }: SortMenuProps) {
  const { formatMessage } = useIntl();
  const labelOf = useSortLabels();
  const { isOpen, toggle, dismiss, choose, rootRef, buttonRef, menuId } = useSortMenu(onChange);
  const currentLabel = labelOf(current);
  return (
    <div className={classes.root} ref={rootRef}>
      <IconButton
        ref={buttonRef}
        className={classes.button}
        label={formatMessage({ id: 'sortMenu.label', defaultMessage: 'Sort by: {sort}' }, { sort: currentLabel })}
        icon="chevronDown"
        iconSize={18}
        iconPosition="end"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={toggle}
      >
        <span className={classes.mobileText}>{formatMessage({ id: 'sortMenu.short', defaultMessage: 'Sort' })}</span>
        <span className={classes.desktopText}>
          {formatMessage({ id: 'sortMenu.label', defaultMessage: 'Sort by: {sort}' }, { sort: currentLabel })}
        </span>
      </IconButton>
      {isOpen ? (
        <Suspense fallback={null}>
          <SortOptions id={menuId} sorts={sorts} current={current} labelOf={labelOf} onChoose={choose} onDismiss={dismiss} rootRef={rootRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
