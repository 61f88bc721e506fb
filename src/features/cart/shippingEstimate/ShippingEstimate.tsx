import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import Price from '../../../components/Price/Price';
import RegionField from '../../../components/RegionField/RegionField';
import { formatPrice } from '../../../lib/formatPrice';
import TextField from '../../../components/TextField/TextField';
import type { EstimatedTotals } from './estimateTypes';
import classes from './shippingEstimate.module.css';
import { estimatedMethodKey as keyOf, useShippingEstimate } from './useShippingEstimate';

export interface ShippingEstimateProps {
  /** The estimated shipping and tax lines for the cart's summary; null when there is no estimate (any more). */
  onTotals: (totals: EstimatedTotals | null) => void;
}

/**
 * "Estimate Shipping and Tax" on the cart page: a state and ZIP code (the country is the checkout's, the US), the
 * shop's methods with their prices, one to choose; the summary then shows its shipping and taxes. A disclosure,
 * open when an estimate is remembered. Its own chunk, loaded with the cart page.
 */
export default function ShippingEstimate({ onTotals }: ShippingEstimateProps) {
  const { formatMessage } = useIntl();
  const id = useId();
  const { regions, status, methods, choice, choose, totals, place, currencyCode, fieldProps, handleSubmit } = useShippingEstimate(onTotals);
  const region = fieldProps('region_code');
  const postcode = fieldProps('postcode');
  const [isOpen, setOpen] = useState(() => Boolean(region.value));
  const offered = methods.filter((method) => !method.unavailableMessage);
  const refused = methods.filter((method) => method.unavailableMessage);
  const describe = (carrier: string, method: string) => [carrier, method].filter(Boolean).join(' - ');

  const result =
    status === 'loading'
      ? formatMessage({ id: 'cart.estimate.loading', defaultMessage: 'Getting an estimate…' })
      : status === 'failed'
        ? formatMessage({ id: 'cart.estimate.failed', defaultMessage: 'We could not get an estimate. Please try again.' })
        : status === 'done' && !offered.length
          ? formatMessage({ id: 'cart.estimate.none', defaultMessage: 'Sorry, no quotes are available for this order at this time' })
          : status === 'done' && totals
            ? formatMessage(
                { id: 'cart.estimate.result', defaultMessage: 'Estimated for {place}: total {total}' },
                {
                  place,
                  total: formatPrice(totals.grandTotal, totals.currencyCode || currencyCode)
                }
              )
            : '';

  return (
    <section className={classes.root} aria-labelledby={`${id}-title`}>
      <h2 className={classes.title} id={`${id}-title`}>
        <button type="button" className={classes.toggle} aria-expanded={isOpen} aria-controls={`${id}-panel`} onClick={() => setOpen(!isOpen)}>
          {formatMessage({ id: 'cart.estimate.title', defaultMessage: 'Estimate Shipping and Tax' })}
        </button>
      </h2>
      <div id={`${id}-panel`} className={classes.panel} hidden={!isOpen}>
        <form className={classes.form} onSubmit={handleSubmit} noValidate>
          <p className={classes.intro}>
            {formatMessage({ id: 'cart.estimate.intro', defaultMessage: 'Enter your destination to get a shipping estimate.' })}
          </p>
          <p className={classes.country}>{formatMessage({ id: 'checkout.address.country', defaultMessage: 'Country: United States' })}</p>
          <RegionField
            {...region}
            id={`${id}-region`}
            name="estimate-region"
            regions={regions}
            autoComplete="shipping address-level1"
            announceError
          />
          <TextField
            {...postcode}
            id={`${id}-postcode`}
            name="estimate-postcode"
            label={formatMessage({ id: 'checkout.address.postcode', defaultMessage: 'ZIP Code' })}
            autoComplete="shipping postal-code"
          />
          <Button type="submit" variant="secondary" disabled={status === 'loading'}>
            {formatMessage({ id: 'cart.estimate.submit', defaultMessage: 'Get estimate' })}
          </Button>
        </form>
        <p className={classes.status} role="status" aria-live="polite">
          {result}
        </p>
        {offered.length ? (
          <fieldset className={classes.methods} aria-busy={status === 'loading'}>
            <legend className={classes.label}>{formatMessage({ id: 'cart.estimate.methods', defaultMessage: 'Shipping methods' })}</legend>
            {offered.map((method) => (
              <label key={keyOf(method)} className={classes.method}>
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={keyOf(method)}
                  checked={choice === keyOf(method)}
                  onChange={() => choose(keyOf(method))}
                />
                <span className={classes.methodLabel}>{describe(method.carrier_title, method.method_title)}</span>
                <Price value={method.amount} currencyCode={totals?.currencyCode || currencyCode} />
              </label>
            ))}
          </fieldset>
        ) : null}
        {refused.length ? (
          <ul className={classes.refused}>
            {refused.map((method) => (
              <li key={keyOf(method)}>
                {formatMessage(
                  { id: 'checkout.shippingMethod.unavailable', defaultMessage: '{carrier}: {message}' },
                  { carrier: method.carrier_title, message: method.unavailableMessage }
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
