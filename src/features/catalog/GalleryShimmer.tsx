import Shimmer from '../../components/Shimmer/Shimmer';
import classes from './gallery.module.css';

/** The product grid while its products (or its code) load: each placeholder has the parts of a loaded item. */
export default function GalleryShimmer({ count, label }: { count: number; label: string }) {
  // The 4:5 image, a line of name, a line of price, the action.
  return (
    <ul className={classes.root} aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={classes.placeholder}>
          <Shimmer className={classes.imageShimmer} />
          <Shimmer width="80%" height={1.5} />
          <Shimmer width="40%" height={1.40625} />
          <Shimmer width={8} height={2.75} borderRadius={1.5} className={classes.actionShimmer} />
        </li>
      ))}
    </ul>
  );
}
