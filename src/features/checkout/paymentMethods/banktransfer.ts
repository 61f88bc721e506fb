import { plainPayment, type PaymentMethodModule } from './paymentMethodModule';

/** Bank transfer: nothing to fill in (the shop sends its bank details with the order). */
export const banktransfer: PaymentMethodModule = { code: 'banktransfer', fields: {}, Details: null, toRestPayment: plainPayment('banktransfer') };
