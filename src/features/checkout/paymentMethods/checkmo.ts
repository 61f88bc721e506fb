import CheckMoneyOrderDetails from './CheckMoneyOrderDetails';
import { plainPayment, type PaymentMethodModule } from './paymentMethodModule';

/** Check / money order: nothing to fill in; the shopper is told whom to make the check payable to and where to send it. */
export const checkmo: PaymentMethodModule = { code: 'checkmo', fields: {}, Details: CheckMoneyOrderDetails, toRestPayment: plainPayment('checkmo') };
