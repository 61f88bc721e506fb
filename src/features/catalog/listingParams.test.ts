import { buildProductFilter, CATEGORY_SORTS, readListingState, toggleFilter, writeListingState } from './listingParams';
import { pageNumbers } from './pageNumbers';

describe('listing state in the query string', () => {
  it('reads page, sort and filters, ignoring invalid values', () => {
    const state = readListingState(new URLSearchParams('page=3&sort=price-desc&color=50,52&size=71&query=x'), CATEGORY_SORTS);
    expect(state).toEqual({ page: 3, sort: CATEGORY_SORTS[3], filters: { color: ['50', '52'], size: ['71'] } });
    expect(readListingState(new URLSearchParams('page=-2&sort=bogus'), CATEGORY_SORTS)).toEqual({
      page: 1,
      sort: CATEGORY_SORTS[0],
      filters: {}
    });
  });

  it('never takes campaign or click ids of a shared link for filters (the backend would refuse the query)', () => {
    const state = readListingState(new URLSearchParams('utm_source=newsletter&utm_campaign=spring&gclid=abc&fbclid=x&color=50'), CATEGORY_SORTS);
    expect(state.filters).toEqual({ color: ['50'] });
  });

  it('writes a stable query string without defaults and keeps the search term', () => {
    const params = writeListingState(
      new URLSearchParams('query=dress&page=4'),
      { page: 1, sort: CATEGORY_SORTS[2], filters: { size: ['71'], color: ['50'] } },
      CATEGORY_SORTS
    );
    expect(params.toString()).toBe('query=dress&color=50&size=71&sort=price-asc');
  });

  it('toggles values; price keeps a single range', () => {
    expect(toggleFilter({ color: ['50'] }, 'color', '52')).toEqual({ color: ['50', '52'] });
    expect(toggleFilter({ color: ['50'] }, 'color', '50')).toEqual({});
    expect(toggleFilter({ price: ['0_50'] }, 'price', '50_100')).toEqual({ price: ['50_100'] });
  });

  it('builds the GraphQL filter', () => {
    expect(buildProductFilter({ category_uid: { eq: 'MTA=' } }, { color: ['50', '52'], size: ['71'], price: ['100_*'] })).toEqual({
      category_uid: { eq: 'MTA=' },
      color: { in: ['50', '52'] },
      size: { eq: '71' },
      price: { from: '100' }
    });
  });
});

describe('pageNumbers', () => {
  it('shows the first, last and neighbours with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});
