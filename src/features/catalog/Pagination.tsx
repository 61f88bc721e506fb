import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Icon from '../../components/Icon/Icon';
import classes from './pagination.module.css';
import { pageNumbers } from './pageNumbers';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** The query string (with its '?') of a page. */
  pageSearch: (page: number) => string;
}

/** Page links: previous, a window of numbers with the first and last, next. */
export default function Pagination({ currentPage, totalPages, pageSearch }: PaginationProps) {
  const { formatMessage } = useIntl();
  if (totalPages <= 1) return null;
  const hasPrevious = currentPage > 1;
  const hasNext = currentPage < totalPages;
  return (
    <nav className={classes.root} aria-label={formatMessage({ id: 'pagination.label', defaultMessage: 'Pagination' })}>
      {hasPrevious ? (
        <Link className={classes.arrow} to={pageSearch(currentPage - 1)} rel="prev">
          <Icon name="chevronLeft" title={formatMessage({ id: 'pagination.previous', defaultMessage: 'Previous page' })} />
        </Link>
      ) : (
        <span className={classes.arrowDisabled} aria-hidden="true">
          <Icon name="chevronLeft" />
        </span>
      )}
      <ol className={classes.pages}>
        {pageNumbers(currentPage, totalPages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={classes.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className={page === currentPage ? classes.current : classes.page}
                to={pageSearch(page)}
                aria-current={page === currentPage ? 'page' : undefined}
                aria-label={formatMessage({ id: 'pagination.page', defaultMessage: 'Page {page}' }, { page })}
              >
                {page}
              </Link>
            </li>
          )
        )}
      </ol>
      {hasNext ? (
        <Link className={classes.arrow} to={pageSearch(currentPage + 1)} rel="next">
          <Icon name="chevronRight" title={formatMessage({ id: 'pagination.next', defaultMessage: 'Next page' })} />
        </Link>
      ) : (
        <span className={classes.arrowDisabled} aria-hidden="true">
          <Icon name="chevronRight" />
        </span>
      )}
    </nav>
  );
}
