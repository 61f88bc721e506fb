import { useIntl } from 'react-intl';
import type { SortOption } from './listingParams';

/** The shopper-facing name of each sort order. */
export function useSortLabels() {
  const { formatMessage } = useIntl();
  return (sort: SortOption): string => {
    switch (sort.id) {
      case 'position':
        return formatMessage({ id: 'sort.position', defaultMessage: 'Best Match' });
      case 'relevance':
        return formatMessage({ id: 'sort.relevance', defaultMessage: 'Relevance' });
      case 'name-asc':
        return formatMessage({ id: 'sort.nameAsc', defaultMessage: 'Name: A to Z' });
      case 'price-asc':
        return formatMessage({ id: 'sort.priceAsc', defaultMessage: 'Price: Low to High' });
      case 'price-desc':
        return formatMessage({ id: 'sort.priceDesc', defaultMessage: 'Price: High to Low' });
      default:
        return sort.id;
    }
  };
}
