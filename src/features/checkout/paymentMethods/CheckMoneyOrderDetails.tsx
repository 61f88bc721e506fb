import { useIntl } from 'react-intl';
import classes from '../checkoutPage.module.css';
import { useCheckMoneyOrderDetails } from './useCheckMoneyOrderDetails';

/** "Make check payable to" and "Send check to", as the store view configures them. */
export default function CheckMoneyOrderDetails() {
  const { formatMessage } = useIntl();
  const { payableTo, sendTo } = useCheckMoneyOrderDetails();
  if (!payableTo && !sendTo) return null;
  return (
    <dl className={classes.paymentDetails}>
      {payableTo ? (
        <>
          <dt>{formatMessage({ id: 'checkout.payment.checkPayableTo', defaultMessage: 'Make check payable to:' })}</dt>
          <dd>{payableTo}</dd>
        </>
      ) : null}
      {sendTo ? (
        <>
          <dt>{formatMessage({ id: 'checkout.payment.checkSendTo', defaultMessage: 'Send check to:' })}</dt>
          <dd className={classes.preLine}>{sendTo}</dd>
        </>
      ) : null}
    </dl>
  );
}
