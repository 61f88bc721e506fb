import { useIntl } from 'react-intl';
import { usePageTitle } from '../pageHead';
import { ProductListing } from '../catalog';
import classes from './searchPage.module.css';
import { useSearchPage } from './useSearchPage';

/** /search.html: the results for `?query=` with the same filters, sort and pages as a category. */
export default function SearchPage() {
  const { formatMessage } = useIntl();
  const { term, baseFilter, sorts } = useSearchPage();
  const title = term
    ? formatMessage({ id: 'searchPage.titleFor', defaultMessage: 'Search results for “{term}”' }, { term })
    : formatMessage({ id: 'searchPage.title', defaultMessage: 'Search' });
  usePageTitle(title);
  return (
    <article className={classes.root}>
      <h1 className={classes.title}>{title}</h1>
      {term ? (
        <ProductListing baseFilter={baseFilter} search={term} sorts={sorts} />
      ) : (
        <p>{formatMessage({ id: 'searchPage.noTerm', defaultMessage: 'Enter a search term to see products.' })}</p>
      )}
    </article>
  );
}
