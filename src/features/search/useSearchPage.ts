import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_PARAM, SEARCH_SORTS, type ProductFilterInput } from '../catalog';

/** The search term from `?query=`; the results use the catalogue's listing with it. */
export function useSearchPage() {
  const [params] = useSearchParams();
  const term = (params.get(SEARCH_PARAM) ?? '').trim();
  const baseFilter: ProductFilterInput = useMemo(() => ({}), []);
  return { term, baseFilter, sorts: SEARCH_SORTS };
}
