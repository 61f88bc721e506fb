import { banktransfer } from './banktransfer';
import { cashondelivery } from './cashondelivery';
import { checkmo } from './checkmo';
import { free } from './free';
import type { AvailablePaymentMethod, PaymentMethodModule } from './paymentMethodModule';
import { purchaseorder } from './purchaseorder';

/** The payment methods the checkout can take, by Magento's method code. A new method is one module and one line here. */
export const PAYMENT_METHOD_MODULES: Readonly<Record<string, PaymentMethodModule>> = { checkmo, banktransfer, purchaseorder, cashondelivery, free };

export const paymentModuleFor = (code: string): PaymentMethodModule | undefined =>
  Object.prototype.hasOwnProperty.call(PAYMENT_METHOD_MODULES, code) ? PAYMENT_METHOD_MODULES[code] : undefined;

const reported = new Set<string>();

/** The offered methods the checkout can render, in the shop's order; one it cannot is left out and logged once. */
export function renderableMethods(offered: readonly AvailablePaymentMethod[]): AvailablePaymentMethod[] {
  return offered.filter((method) => {
    if (paymentModuleFor(method.code)) return true;
    if (!reported.has(method.code)) {
      reported.add(method.code);
      console.warn(`Payment method "${method.code}" is offered by the shop but has no module in the checkout; it is not shown.`);
    }
    return false;
  });
}
