import { useForm } from '../../lib/useForm';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCartSummary } from '../cart';
import { submitShippingMethod } from './checkoutThunks';
import type { ShippingMethod } from './checkoutTypes';
import { useSavedShippingEstimate } from './useSavedShippingEstimate';

export const shippingMethodKey = (method: Pick<ShippingMethod, 'carrier_code' | 'method_code'>) => `${method.carrier_code}|${method.method_code}`;

const NO_VALIDATORS = {};

/**
 * Step 3's state: the available methods, the one chosen (the saved one while offered, else the cart page's estimated
 * one while offered, else the first) and the submit.
 */
export function useShippingMethodStep() {
  const dispatch = useAppDispatch();
  const listed = useAppSelector((state) => state.checkout.availableShippingMethods);
  // The carriers that cannot ship to the address only say why; the others may be chosen.
  const methods = listed.filter((method) => !method.unavailableMessage);
  const carrierMessages = listed.filter((method) => method.unavailableMessage);
  const selected = useAppSelector((state) => state.checkout.selectedShippingMethod);
  const failure = useAppSelector((state) => state.checkout.shippingMethodError);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const { currencyCode } = useAppSelector(selectCartSummary);
  const estimate = useSavedShippingEstimate();
  // The method chosen before survives an address edit while it is still offered; else the cart page's estimated one
  // while offered; else the first. Worked out on every render: the step may show before the address's methods arrive.
  const kept = selected && methods.find((method) => shippingMethodKey(method) === shippingMethodKey(selected));
  const estimated =
    estimate && methods.find((method) => method.carrier_code === estimate.carrier_code && method.method_code === estimate.method_code);
  const preferred = kept ?? estimated ?? methods[0];
  const { values, setValue, handleSubmit } = useForm({
    initialValues: { choice: '' },
    validators: NO_VALIDATORS,
    onSubmit: async () => {
      const method = methods.find((candidate) => shippingMethodKey(candidate) === choice);
      if (!method) return;
      try {
        await dispatch(submitShippingMethod(method));
      } catch {
        // Stored in state and shown below.
      }
    }
  });
  // What the shopper picked, while it is offered.
  const choice = methods.some((method) => shippingMethodKey(method) === values.choice)
    ? values.choice
    : preferred
      ? shippingMethodKey(preferred)
      : '';
  return {
    methods,
    carrierMessages,
    selected,
    failure,
    isSubmitting,
    currencyCode,
    choice,
    choose: (key: string) => setValue('choice', key),
    handleSubmit
  };
}
