import type { RefObject } from 'react';
import type { SortOption } from './listingParams';
import classes from './sortOptions.module.css';
import { useSortOptions } from './useSortOptions';

export interface SortOptionsProps {
  id: string;
  sorts: readonly SortOption[];
  current: SortOption;
  labelOf: (sort: SortOption) => string;
  onChoose: (sort: SortOption) => void;
  onDismiss: (refocus: boolean) => void;
  /** The sort menu's root: clicks inside it do not dismiss. */
  rootRef: RefObject<HTMLElement>;
}

/** The open sort menu's choices; its own chunk, loaded when the shopper first opens the menu. */
export default function SortOptions({ id, sorts, current, labelOf, onChoose, onDismiss, rootRef }: SortOptionsProps) {
  useSortOptions(rootRef, onDismiss);
  return (
    <ul id={id} className={classes.menu}>
      {sorts.map((sort) => (
        <li key={sort.id}>
          <button type="button" className={classes.option} aria-pressed={sort.id === current.id} onClick={() => onChoose(sort)}>
            {labelOf(sort)}
          </button>
        </li>
      ))}
    </ul>
  );
}
