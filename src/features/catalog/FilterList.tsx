import { useIntl } from 'react-intl';
import type { Aggregation } from './catalogTypes';
import classes from './filterList.module.css';
import type { SelectedFilters } from './listingParams';

export interface FilterListProps {
  aggregations: Aggregation[];
  selected: SelectedFilters;
  onToggle: (code: string, value: string) => void;
  /** Distinguishes the sidebar's inputs from the modal's. */
  idPrefix: string;
}

/** Filter groups from the aggregations: a checkbox per option with its product count. */
export default function FilterList({ aggregations, selected, onToggle, idPrefix }: FilterListProps) {
  const { formatMessage } = useIntl();
  return (
    <div className={classes.root}>
      {aggregations.map((aggregation) => (
        <fieldset key={aggregation.attribute_code} className={classes.group}>
          <legend className={classes.legend}>{aggregation.label ?? aggregation.attribute_code}</legend>
          <ul className={classes.options}>
            {(aggregation.options ?? []).map((option) => {
              const id = `${idPrefix}-${aggregation.attribute_code}-${option.value}`;
              const checked = selected[aggregation.attribute_code]?.includes(option.value) ?? false;
              return (
                <li key={option.value}>
                  <input
                    id={id}
                    className={classes.checkbox}
                    type="checkbox"
                    checked={checked}
                    onChange={() => onToggle(aggregation.attribute_code, option.value)}
                  />
                  <label htmlFor={id} className={classes.label}>
                    {option.label ?? option.value}{' '}
                    <span className={classes.count}>
                      {formatMessage({ id: 'filterList.count', defaultMessage: '({count})' }, { count: option.count ?? 0 })}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
