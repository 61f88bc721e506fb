import { useForm } from '../../lib/useForm';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCartSummary } from '../cart';
import { submitShippingMethod } from './checkoutThunks';
import type { ShippingMethod } from './checkoutTypes';

export const shippingMethodKey = (method: Pick<ShippingMethod, 'carrier_code' | 'method_code'>) => `${method.carrier_code}|${method.method_code}`;

const NO_VALIDATORS = {};

/** Step 3's state: the available methods, the one chosen (the saved one while offered, else the first) and the submit. */
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
  const { values, setValue, handleSubmit } = useForm({
    // The method chosen before survives an address edit while it is still offered; otherwise the first one is.
    initialValues: () => {
      const kept = selected && methods.find((method) => shippingMethodKey(method) === shippingMethodKey(selected));
      const first = kept ?? methods[0];
      return { choice: first ? shippingMethodKey(first) : '' };
    },
    validators: NO_VALIDATORS,
    onSubmit: async ({ choice }) => {
      const method = methods.find((candidate) => shippingMethodKey(candidate) === choice);
      if (!method) return;
      try {
        await dispatch(submitShippingMethod(method));
      } catch {
        // Stored in state and shown below.
      }
    }
  });
  return {
    methods,
    carrierMessages,
    selected,
    failure,
    isSubmitting,
    currencyCode,
    choice: values.choice,
    choose: (key: string) => setValue('choice', key),
    handleSubmit
  };
}
