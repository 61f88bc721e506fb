import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import Price from '../../components/Price/Price';
import { useErrorMessage } from '../../lib/useErrorText';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCartSummary } from '../cart';
import classes from './checkoutPage.module.css';
import { checkoutErrorMessage } from './checkoutErrors';
import { submitShippingMethod } from './checkoutThunks';
import type { ShippingMethod } from './checkoutTypes';
import type { StepProps } from './stepProps';

const keyOf = (method: Pick<ShippingMethod, 'carrier_code' | 'method_code'>) => `${method.carrier_code}|${method.method_code}`;

/** Step 3: one of the available shipping methods, with its price. */
export default function ShippingMethodStep({ status }: StepProps) {
  const { formatMessage } = useIntl();
  const dispatch = useAppDispatch();
  const methods = useAppSelector((state) => state.checkout.availableShippingMethods);
  const selected = useAppSelector((state) => state.checkout.selectedShippingMethod);
  const failure = useErrorMessage(useAppSelector((state) => state.checkout.shippingMethodError), checkoutErrorMessage);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const { currencyCode } = useAppSelector(selectCartSummary);
  const [choice, setChoice] = useState(() => (selected ? keyOf(selected) : methods[0] ? keyOf(methods[0]) : ''));

  const describe = (method: ShippingMethod) => [method.title ?? method.carrier_title, method.method_title].filter(Boolean).join(' - ');

  if (status !== 'active') {
    return (
      <p className={classes.summary}>
        {selected ? describe(selected) : null}
        {selected?.amount ? (
          <>
            {' '}
            <Price value={selected.amount.value ?? 0} currencyCode={selected.amount.currency || currencyCode} />
          </>
        ) : null}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const method = methods.find((candidate) => keyOf(candidate) === choice);
    if (!method) return;
    try {
      await dispatch(submitShippingMethod(method));
    } catch {
      // Stored in state and shown below.
    }
  };

  return (
    <form className={classes.form} onSubmit={submit} aria-busy={isSubmitting}>
      {methods.length ? (
        <fieldset className={classes.options}>
          <legend className={classes.label}>{formatMessage({ id: 'checkout.shippingMethod.legend', defaultMessage: 'Choose a shipping method' })}</legend>
          {methods.map((method) => (
            <label key={keyOf(method)} className={classes.option}>
              <input type="radio" name="shippingMethod" value={keyOf(method)} checked={choice === keyOf(method)} onChange={() => setChoice(keyOf(method))} />
              <span className={classes.optionLabel}>{describe(method)}</span>
              <Price value={method.amount?.value ?? 0} currencyCode={method.amount?.currency || currencyCode} />
            </label>
          ))}
        </fieldset>
      ) : (
        <p className={classes.summary}>
          {formatMessage({ id: 'checkout.shippingMethod.none', defaultMessage: 'No shipping methods are available for this address.' })}
        </p>
      )}
      {failure ? (
        <p className={classes.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={classes.actions}>
        <button type="submit" className={classes.primaryButton} disabled={isSubmitting || !choice}>
          {formatMessage({ id: 'checkout.shippingMethod.submit', defaultMessage: 'Continue to Payment' })}
        </button>
      </div>
    </form>
  );
}
