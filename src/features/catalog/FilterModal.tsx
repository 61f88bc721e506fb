import { useIntl } from 'react-intl';
import Button from '../../components/Button/Button';
import Drawer from '../../components/Drawer/Drawer';
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
 * The small-screen filters: a drawer from the left (focus kept inside, Escape closes, the page behind does not
 * scroll); filters apply as they are chosen.
 */
export default function FilterModal({ aggregations, selected, onToggle, onClear, onClose }: FilterModalProps) {
  const { formatMessage } = useIntl();
  return (
    <Drawer
      side="left"
      title={formatMessage({ id: 'filterModal.title', defaultMessage: 'Filters' })}
      closeLabel={formatMessage({ id: 'filterModal.close', defaultMessage: 'Close filters' })}
      onClose={onClose}
      titleClassName={classes.title}
    >
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
    </Drawer>
  );
}
