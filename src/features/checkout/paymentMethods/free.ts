import { plainPayment, type PaymentMethodModule } from './paymentMethodModule';

/** Zero subtotal checkout: the one method Magento offers when the grand total is 0. */
export const free: PaymentMethodModule = { code: 'free', fields: {}, Details: null, toRestPayment: plainPayment('free') };
