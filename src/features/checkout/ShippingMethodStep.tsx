import { useIntl } from 'react-intl';
import Button from '../../components/Button/Button';
import FormError from '../../components/FormError/FormError';
import Price from '../../components/Price/Price';
import classes from './checkoutPage.module.css';
import { checkoutErrorMessages } from './checkoutErrors';
import type { ShippingMethod } from './checkoutTypes';
import type { StepProps } from './stepProps';
import { shippingMethodKey as keyOf, useShippingMethodStep } from './useShippingMethodStep';

/** Step 3: one of the available shipping methods, with its price. */
export default function ShippingMethodStep({ status }: StepProps) {
  const { formatMessage } = useIntl();
  const { methods, carrierMessages, selected, failure, isSubmitting, currencyCode, choice, choose, handleSubmit } = useShippingMethodStep();

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

  return (
    <form className={classes.form} onSubmit={handleSubmit} aria-busy={isSubmitting}>
      {methods.length ? (
        <fieldset className={classes.options}>
          <legend className={classes.label}>
            {formatMessage({ id: 'checkout.shippingMethod.legend', defaultMessage: 'Choose a shipping method' })}
          </legend>
          {methods.map((method) => (
            <label key={keyOf(method)} className={classes.option}>
              <input
                type="radio"
                name="shippingMethod"
                value={keyOf(method)}
                checked={choice === keyOf(method)}
                onChange={() => choose(keyOf(method))}
              />
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
      {carrierMessages.length ? (
        <ul className={classes.summaryLines}>
          {carrierMessages.map((method) => (
            <li key={keyOf(method)}>
              {formatMessage(
                { id: 'checkout.shippingMethod.unavailable', defaultMessage: '{carrier}: {message}' },
                { carrier: method.title ?? method.carrier_title, message: method.unavailableMessage }
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <FormError errors={[failure]} describe={checkoutErrorMessages} />
      <div className={classes.actions}>
        <Button type="submit" disabled={isSubmitting || !choice}>
          {formatMessage({ id: 'checkout.shippingMethod.submit', defaultMessage: 'Continue to Payment' })}
        </Button>
      </div>
    </form>
  );
}
