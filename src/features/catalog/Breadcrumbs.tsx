import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Shimmer from '../../components/Shimmer/Shimmer';
import classes from './breadcrumbs.module.css';

export interface BreadcrumbLink {
  label: string;
  to: string;
}

export interface BreadcrumbsProps {
  links: BreadcrumbLink[];
  /** The page itself, last and not a link. */
  current?: string;
  isLoading?: boolean;
}

/** Home, the ancestors, then the current page. */
export default function Breadcrumbs({ links, current, isLoading = false }: BreadcrumbsProps) {
  const { formatMessage } = useIntl();
  if (isLoading) {
    return (
      <div className={classes.root}>
        <Shimmer width={12} height={1.25} />
      </div>
    );
  }
  const all = [{ label: formatMessage({ id: 'breadcrumbs.home', defaultMessage: 'Home' }), to: '/' }, ...links];
  return (
    <nav className={classes.root} aria-label={formatMessage({ id: 'breadcrumbs.label', defaultMessage: 'Breadcrumb' })}>
      <ol className={classes.list}>
        {all.map((link) => (
          <li key={link.to} className={classes.item}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        {current ? (
          <li className={classes.item}>
            <span aria-current="page">{current}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
