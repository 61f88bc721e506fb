import { PAGE_COMPONENTS } from './pageComponents';
import { PAGE_TYPES } from './pageTypes';

describe('the page components', () => {
  it('has a lazily loaded component for every chunk the page-type table names, and none other', () => {
    expect(Object.keys(PAGE_COMPONENTS).sort()).toEqual(PAGE_TYPES.map(({ chunk }) => chunk).sort());
  });
});
