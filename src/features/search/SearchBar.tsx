import { useIntl } from 'react-intl';
import Icon from '../../components/Icon/Icon';
import IconButton from '../../components/IconButton/IconButton';
import classes from './searchBar.module.css';
import { MIN_SUGGESTION_LENGTH, useSearchBar } from './useSearchBar';

/** The header search field with suggestions (a combobox over a listbox); Enter shows all results. */
export default function SearchBar({ onClose }: { onClose: () => void }) {
  const { formatMessage } = useIntl();
  const search = useSearchBar(onClose);
  const activeId = search.isOpen && search.activeIndex >= 0 ? search.optionId(search.activeIndex) : undefined;
  return (
    <div className={classes.root} role="search">
      <div className={classes.field}>
        <Icon name="search" size={20} className={classes.icon} />
        <input
          className={classes.input}
          type="search"
          role="combobox"
          aria-label={formatMessage({ id: 'searchBar.label', defaultMessage: 'Search' })}
          placeholder={formatMessage({ id: 'searchBar.placeholder', defaultMessage: 'Search products' })}
          aria-autocomplete="list"
          aria-expanded={search.isOpen}
          aria-controls={search.listboxId}
          aria-activedescendant={activeId}
          autoComplete="off"
          enterKeyHint="search"
          // The search bar opens on request: the field is what the shopper asked for.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={search.value}
          onChange={search.handleChange}
          onKeyDown={search.handleKeyDown}
        />
        <IconButton
          className={classes.close}
          label={formatMessage({ id: 'searchBar.close', defaultMessage: 'Close search' })}
          icon="close"
          iconSize={20}
          onClick={onClose}
        />
      </div>
      <p className={classes.hint} aria-live="polite">
        {search.value.trim().length > 0 && search.value.trim().length < MIN_SUGGESTION_LENGTH
          ? formatMessage({ id: 'searchBar.minLength', defaultMessage: 'Type at least 3 characters for suggestions.' })
          : search.isOpen && !search.isLoading && search.suggestions.length === 0
            ? formatMessage({ id: 'searchBar.noSuggestions', defaultMessage: 'No suggestions.' })
            : null}
      </p>
      <ul
        id={search.listboxId}
        role="listbox"
        className={search.isOpen && search.suggestions.length ? classes.listbox : classes.hidden}
        aria-label={formatMessage({ id: 'searchBar.suggestions', defaultMessage: 'Search suggestions' })}
      >
        {search.isOpen
          ? search.suggestions.map((suggestion, index) => (
              // Options are chosen with the arrow keys and Enter in the field; a click picks one directly.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={suggestion.id}
                id={search.optionId(index)}
                role="option"
                aria-selected={index === search.activeIndex}
                className={index === search.activeIndex ? classes.activeOption : classes.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => search.select(suggestion)}
              >
                {suggestion.kind === 'category'
                  ? formatMessage(
                      { id: 'searchBar.inCategory', defaultMessage: '{term} in {category}' },
                      { term: search.value.trim(), category: suggestion.label }
                    )
                  : suggestion.label}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
