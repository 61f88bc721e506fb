import { Link } from 'react-router-dom';
import classes from './megaMenu.module.css';
import SubcategoryList from './SubcategoryList';
import { useMegaMenuPanel } from './useMegaMenuPanel';

/**
 * The panel of one top category (a chunk of its own, loaded when a panel first opens or the browser is idle): its
 * children as columns with the levels below them. Shown by the item's hover and focus (megaMenu.module.css).
 */
export default function MegaMenuPanel({ uid, onNavigate }: { uid: string; onNavigate: () => void }) {
  const columns = useMegaMenuPanel(uid);
  if (columns.length === 0) return null;
  return (
    <div className={classes.panel}>
      <div className={classes.columns}>
        {columns.map((child) => (
          <div key={child.uid} className={classes.column}>
            <Link className={classes.columnHeading} to={child.path} onClick={onNavigate}>
              {child.name}
            </Link>
            <SubcategoryList categories={child.children} onNavigate={onNavigate} />
          </div>
        ))}
      </div>
    </div>
  );
}
