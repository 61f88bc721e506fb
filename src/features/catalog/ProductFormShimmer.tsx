import { useIntl } from 'react-intl';
import Shimmer from '../../components/Shimmer/Shimmer';
import classes from './productFormShimmer.module.css';

/**
 * The product form while it waits for the product's choices, or for their code: two groups of choices and the button.
 * It is the last thing in its column, so the taller form replacing it moves nothing the shopper sees.
 */
export default function ProductFormShimmer() {
  const { formatMessage } = useIntl();
  return (
    <div
      className={classes.root}
      role="status"
      aria-label={formatMessage({ id: 'productPage.choicesLoading', defaultMessage: 'Loading the choices' })}
    >
      {[3, 2].map((rows, group) => (
        <div key={group} className={classes.group}>
          <Shimmer width={8} height={1.25} />
          {Array.from({ length: rows }, (_, row) => (
            <Shimmer key={row} width="60%" height={1.5} />
          ))}
        </div>
      ))}
      <Shimmer width={12} height={3} borderRadius={0.5} />
    </div>
  );
}
