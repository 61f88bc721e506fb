import { useIntl } from 'react-intl';
import TextField from '../../../components/TextField/TextField';
import type { PaymentDetailsProps } from './paymentMethodModule';
import { PO_NUMBER_MAX_LENGTH } from './purchaseOrderNumber';

/** The purchase order number, required. */
export default function PurchaseOrderFields({ fieldProps }: PaymentDetailsProps) {
  const { formatMessage } = useIntl();
  return (
    <TextField
      {...fieldProps('po_number')}
      id="checkout-payment-po-number"
      maxLength={PO_NUMBER_MAX_LENGTH}
      autoComplete="off"
      label={formatMessage({ id: 'checkout.payment.poNumber', defaultMessage: 'Purchase Order Number' })}
    />
  );
}
