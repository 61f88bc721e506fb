import { useIntl } from 'react-intl';
import IconButton from '../../components/IconButton/IconButton';
import classes from './currentFilters.module.css';
import type { SelectedFilterChip } from './useProductListing';

export interface CurrentFiltersProps {
  chips: SelectedFilterChip[];
  onRemove: (code: string, value: string) => void;
  onClear: () => void;
}

/** The chosen filters, each removable, and 'Clear all'. */
export default function CurrentFilters({ chips, onRemove, onClear }: CurrentFiltersProps) {
  const { formatMessage } = useIntl();
  if (!chips.length) return null;
  return (
    <div className={classes.root}>
      <ul className={classes.chips} aria-label={formatMessage({ id: 'currentFilters.label', defaultMessage: 'Applied filters' })}>
        {chips.map((chip) => (
          <li key={`${chip.code}-${chip.value}`}>
            <IconButton
              className={classes.chip}
              label={formatMessage(
                { id: 'currentFilters.remove', defaultMessage: 'Remove filter {group}: {label}' },
                { group: chip.groupLabel, label: chip.label }
              )}
              icon="close"
              iconSize={16}
              iconPosition="end"
              onClick={() => onRemove(chip.code, chip.value)}
            >
              <span>
                {chip.groupLabel}: {chip.label}
              </span>
            </IconButton>
          </li>
        ))}
      </ul>
      <button type="button" className={classes.clear} onClick={onClear}>
        {formatMessage({ id: 'currentFilters.clearAll', defaultMessage: 'Clear all' })}
      </button>
    </div>
  );
}
