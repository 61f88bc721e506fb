import Shimmer from '../../components/Shimmer/Shimmer';
import classes from './categoryShimmer.module.css';

/** Stands in for a category page while it loads, with the same layout so nothing jumps. */
export default function CategoryShimmer() {
  return (
    <div className={classes.root} aria-busy="true">
      <Shimmer width={14} height={1} />
      <Shimmer width={18} height={2.25} className={classes.title} />
      <div className={classes.gallery}>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className={classes.item}>
            <Shimmer height="auto" className={classes.image} />
            <Shimmer width="80%" height={1} />
            <Shimmer width="40%" height={1} />
          </div>
        ))}
      </div>
    </div>
  );
}
