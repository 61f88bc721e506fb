import { plainPayment, type PaymentMethodModule } from './paymentMethodModule';

/** Cash on delivery: nothing to fill in. */
export const cashondelivery: PaymentMethodModule = {
  code: 'cashondelivery',
  fields: {},
  Details: null,
  toRestPayment: plainPayment('cashondelivery')
};
