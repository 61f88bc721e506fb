import { useIntl } from 'react-intl';
import Shimmer from '../../components/Shimmer/Shimmer';
import StripHeading from './StripHeading';
import classes from './productStrip.module.css';

/** Cards shown while the strip loads: the real heading and card-sized placeholders, so nothing moves when it arrives. */
export default function ProductStripShimmer({ title, count }: { title: string | null; count: number }) {
  const { formatMessage } = useIntl();
  return (
    <section
      className={classes.root}
      aria-busy="true"
      aria-label={title ?? formatMessage({ id: 'productStrip.label', defaultMessage: 'Featured products' })}
    >
      <StripHeading title={title} />
      <div className={classes.list}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={classes.placeholder}>
            <Shimmer className={classes.imageShimmer} />
            <Shimmer width="80%" height={3} />
            <div className={classes.pricePlaceholder}>
              <Shimmer width="40%" height={1.40625} />
            </div>
            <Shimmer width={8} height={2.75} borderRadius={1.5} />
          </div>
        ))}
      </div>
    </section>
  );
}
