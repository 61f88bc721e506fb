import Shimmer from '../../components/Shimmer/Shimmer';
import classes from './categoryShimmer.module.css';

/**
 * Stands in for a category page while its route and chunk load. It has the page's loading layout box for box
 * (breadcrumbs, title, description, filter sidebar, toolbar and product grid: see CategoryPage, ProductListing and
 * Gallery), so nothing jumps when the page replaces it.
 */
export default function CategoryShimmer() {
  return (
    <div className={classes.root} aria-busy="true">
      <div className={classes.breadcrumbs}>
        <Shimmer width={12} height={1.25} />
      </div>
      <div className={classes.title}>
        <Shimmer width={14} height="1.2em" />
      </div>
      <div className={classes.description}>
        <Shimmer width={16} height="1.5em" />
      </div>
      <div className={classes.listing}>
        <div className={classes.sidebar}>
          {Array.from({ length: 4 }, (_, index) => (
            <Shimmer key={index} height={6} />
          ))}
        </div>
        <div>
          <div className={classes.toolbar}>
            <Shimmer className={classes.filterButton} width={6} height={2.75} />
            <Shimmer width={9} height={2.75} />
          </div>
          <div className={classes.gallery}>
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className={classes.item}>
                <Shimmer height="auto" className={classes.image} />
                <Shimmer width="80%" height={1.5} />
                <Shimmer width="40%" height={1.40625} />
                <Shimmer width={8} height={2.75} borderRadius={1.5} className={classes.action} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
