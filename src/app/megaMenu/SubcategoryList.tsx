import { Link } from 'react-router-dom';
import classes from './megaMenu.module.css';
import type { MenuCategory } from './menuCategories';

/** The levels below a column heading of a mega menu panel, nested. */
export default function SubcategoryList({ categories, onNavigate }: { categories: MenuCategory[]; onNavigate: () => void }) {
  if (categories.length === 0) return null;
  return (
    <ul className={classes.sublist}>
      {categories.map((category) => (
        <li key={category.uid}>
          <Link className={classes.sublink} to={category.path} onClick={onNavigate}>
            {category.name}
          </Link>
          <SubcategoryList categories={category.children} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
