import { useIntl } from 'react-intl';
import Price from '../../components/Price/Price';
import classes from './productPrice.module.css';

/** A regular price a discount has replaced: struck through, and named for screen readers (which do not read the line). */
export default function RegularPrice({ value, currencyCode }: { value: number; currencyCode: string }) {
  const { formatMessage } = useIntl();
  return (
    <s className={classes.regular}>
      <span className={classes.visuallyHidden}>{formatMessage({ id: 'productPrice.regular', defaultMessage: 'Regular price' })}</span>
      <Price value={value} currencyCode={currencyCode} />
    </s>
  );
}
