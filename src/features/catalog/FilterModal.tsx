import { useIntl } from 'react-intl';
import Button from '../../components/Button/Button';
import { useFocusTrap } from '../../components/FocusTrap/useFocusTrap';
import Icon from '../../components/Icon/Icon';
import { useScrollLock } from '../../lib/useScrollLock';
import type { Aggregation } from './catalogTypes';
import FilterList from './FilterList';
import classes from './filterModal.module.css';
import type { SelectedFilters } from './listingParams';

export interface FilterModalProps {
  aggregations: Aggregation[];
  selected: SelectedFilters;
  onToggle: (code: string, value: string) => void;
  onClear: () => void;
  onClose: () => void;
}

/**
 * The small-screen filters: a modal dialog over the page; filters apply as they are chosen. Mounted only while
 * open: focus moves in, Tab stays inside, Escape closes, focus returns to the opener, and the page behind does
 * not scroll.
 */
export default function FilterModal({ aggregations, selected, onToggle, onClear, onClose }: FilterModalProps) {
  const { formatMessage } = useIntl();
  const dialogRef = useFocusTrap<HTMLDivElement>(true, onClose);
  useScrollLock(true);
  const title = formatMessage({ id: 'filterModal.title', defaultMessage: 'Filters' });
  return (
    <div className={classes.backdrop}>
      <div ref={dialogRef} className={classes.root} role="dialog" aria-modal="true" aria-label={title} tabIndex={-1}>
        <div className={classes.header}>
          <h2 className={classes.title}>{title}</h2>
          <button
            type="button"
            className={classes.close}
            aria-label={formatMessage({ id: 'filterModal.close', defaultMessage: 'Close filters' })}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className={classes.body}>
          <FilterList aggregations={aggregations} selected={selected} onToggle={onToggle} idPrefix="modal" />
        </div>
        <div className={classes.footer}>
          <Button variant="secondary" className={classes.action} onClick={onClear}>
            {formatMessage({ id: 'currentFilters.clearAll', defaultMessage: 'Clear all' })}
          </Button>
          <Button className={classes.action} onClick={onClose}>
            {formatMessage({ id: 'filterModal.showResults', defaultMessage: 'Show results' })}
          </Button>
        </div>
      </div>
    </div>
  );
}
