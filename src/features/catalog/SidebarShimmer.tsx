import Shimmer from '../../components/Shimmer/Shimmer';
import classes from './productListing.module.css';

/** Lines standing in for the filter sidebar's groups while they load. */
export default function SidebarShimmer() {
  return (
    <div className={classes.sidebarShimmer}>
      {Array.from({ length: 4 }, (_, index) => (
        <Shimmer key={index} height={6} />
      ))}
    </div>
  );
}
