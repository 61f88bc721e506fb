import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isPresent } from '../../lib/isPresent';
import getSearchSuggestions from './getSearchSuggestions.graphql';
import type { Suggestion } from './searchTypes';

/** Suggestions appear from this many characters on. */
export const MIN_SUGGESTION_LENGTH = 3;
export const SUGGESTION_DEBOUNCE_MS = 250;
const MAX_CATEGORY_SUGGESTIONS = 3;

export function searchPath(term: string, categoryUid?: string): string {
  const params = new URLSearchParams({ query: term });
  if (categoryUid) params.set('category_uid', categoryUid);
  return `/search.html?${params.toString()}`;
}

/** The header search field: its text, debounced suggestions, keyboard navigation and submission. */
export function useSearchBar(onClose: () => void) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState(() => params.get('query') ?? '');
  const [term, setTerm] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [isDismissed, setIsDismissed] = useState(false);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    const trimmed = value.trim();
    const timer = setTimeout(() => setTerm(trimmed.length >= MIN_SUGGESTION_LENGTH ? trimmed : ''), SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const { data, loading } = useQuery(getSearchSuggestions, {
    variables: { search: term },
    skip: !term,
    fetchPolicy: 'cache-first'
  });

  const suggestions: Suggestion[] = useMemo(() => {
    if (!term || !data?.products) return [];
    const categories = (data.products.aggregations ?? [])
      .find((aggregation) => aggregation?.attribute_code === 'category_uid')
      ?.options?.filter(isPresent)
      .slice(0, MAX_CATEGORY_SUGGESTIONS)
      .map<Suggestion>((option) => ({
        id: `category-${option.value}`,
        kind: 'category',
        label: option.label ?? option.value,
        count: option.count ?? undefined,
        to: searchPath(term, option.value)
      }));
    const products = (data.products.items ?? []).filter(isPresent).map<Suggestion>((item) => ({
      id: `product-${item.uid}`,
      kind: 'product',
      label: item.name ?? item.sku ?? '',
      imageUrl: item.small_image?.url,
      to: `/${item.url_key ?? ''}${item.url_suffix ?? '.html'}`
    }));
    return [...(categories ?? []), ...products];
  }, [data, term]);

  const isOpen = !isDismissed && value.trim().length >= MIN_SUGGESTION_LENGTH && Boolean(term) && (suggestions.length > 0 || !loading);

  const go = useCallback(
    (to: string) => {
      navigate(to);
      onClose();
    },
    [navigate, onClose]
  );

  const handleChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    setActiveIndex(-1);
    setIsDismissed(false);
  }, []);

  const handleKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      const count = isOpen ? suggestions.length : 0;
      switch (event.key) {
        case 'ArrowDown':
          if (!count) return;
          event.preventDefault();
          setActiveIndex((index) => (index + 1) % count);
          break;
        case 'ArrowUp':
          if (!count) return;
          event.preventDefault();
          setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
          break;
        case 'Escape':
          event.preventDefault();
          if (isOpen) {
            setIsDismissed(true);
            setActiveIndex(-1);
          } else onClose();
          break;
        case 'Enter': {
          event.preventDefault();
          const active = isOpen ? suggestions[activeIndex] : undefined;
          if (active) go(active.to);
          else if (value.trim()) go(searchPath(value.trim()));
          break;
        }
        default:
      }
    },
    [activeIndex, go, isOpen, onClose, suggestions, value]
  );

  return {
    value,
    handleChange,
    handleKeyDown,
    isOpen,
    isLoading: loading,
    suggestions,
    activeIndex,
    listboxId,
    optionId,
    select: (suggestion: Suggestion) => go(suggestion.to),
    clear: () => {
      setValue('');
      setActiveIndex(-1);
    }
  };
}
