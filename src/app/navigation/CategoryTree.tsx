import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Icon from '../../components/Icon/Icon';
import Shimmer from '../../components/Shimmer/Shimmer';
import classes from './categoryTree.module.css';
import { useCategoryTree } from './useCategoryTree';

interface CategoryTreeProps {
  categoryUid: string | undefined;
  /** True when the shown category is the root: it gets no 'All' link. */
  isRoot: boolean;
  onDrillDown: (uid: string) => void;
  onNavigate: () => void;
}

/** Branches drill down, leaves link, and a category with children first offers 'All <name>' (§2). */
export default function CategoryTree({ categoryUid, isRoot, onDrillDown, onNavigate }: CategoryTreeProps) {
  const { category, categoryPath, entries, loading } = useCategoryTree(categoryUid);
  const { formatMessage } = useIntl();

  if (loading) {
    return (
      <div className={classes.loading} aria-busy="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Shimmer key={index} height={1.25} width="70%" />
        ))}
      </div>
    );
  }

  return (
    <ul className={classes.root}>
      {!isRoot && categoryPath ? (
        <li>
          <Link className={classes.link} to={categoryPath} onClick={onNavigate}>
            {formatMessage({ id: 'navigation.allInCategory', defaultMessage: 'All {name}' }, { name: category?.name ?? '' })}
          </Link>
        </li>
      ) : null}
      {entries.map((entry) => (
        <li key={entry.uid}>
          {entry.isBranch ? (
            <button type="button" className={classes.link} onClick={() => onDrillDown(entry.uid)}>
              <span>{entry.name}</span>
              <Icon name="chevronRight" size={18} />
            </button>
          ) : (
            <Link className={classes.link} to={entry.path} onClick={onNavigate}>
              {entry.name}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
