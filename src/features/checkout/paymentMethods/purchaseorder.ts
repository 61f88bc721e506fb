import PurchaseOrderFields from './PurchaseOrderFields';
import type { PaymentMethodModule } from './paymentMethodModule';
import { validatePoNumber } from './purchaseOrderNumber';

/** Purchase order: its number is required, and sent as Magento's PaymentInterface `po_number`. */
export const purchaseorder: PaymentMethodModule = {
  code: 'purchaseorder',
  fields: { po_number: validatePoNumber },
  Details: PurchaseOrderFields,
  toRestPayment: (data) => ({ method: 'purchaseorder', po_number: String(data?.po_number ?? '').trim() })
};
