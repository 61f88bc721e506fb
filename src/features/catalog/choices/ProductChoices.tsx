import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import Price from '../../../components/Price/Price';
import { DEFAULT_CURRENCY_CODE } from '../../../lib/formatPrice';
import type { ProductChoicesDetail } from '../catalogTypes';
import ChoiceFieldView from './ChoiceFieldView';
import type { ChoicePreset } from './choiceModel';
import GroupedTable from './GroupedTable';
import type { ChoicesHandle } from './hasChoices';
import classes from './productChoices.module.css';
import TierOffers from './TierOffers';
import { fieldControlId, useProductChoices } from './useProductChoices';

export interface ProductChoicesProps {
  product: ProductChoicesDetail;
  /** The quantity the shopper asks for: tier prices follow it. */
  quantity: number;
  /** The form asks the choices through it when the shopper submits. */
  handle: Ref<ChoicesHandle>;
  preset?: ChoicePreset;
}

/**
 * The product page's choices of every product type (a chunk of its own, loaded only for products that have any):
 * tier offers, bundle items, downloadable links and samples, customizable options, a grouped product's table, and the
 * price they make.
 */
export default function ProductChoices({ product, quantity, handle, preset }: ProductChoicesProps) {
  const { formatMessage } = useIntl();
  const choices = useProductChoices(product, quantity, handle, preset);
  const currency = choices.currency ?? DEFAULT_CURRENCY_CODE;
  return (
    <div className={classes.root}>
      <TierOffers offers={choices.offers} currency={choices.currency} />
      {choices.fields.map((field, index) => (
        <ChoiceFieldView
          key={field.key}
          field={field}
          controlId={fieldControlId(index)}
          chosen={choices.state.chosen[field.key] ?? []}
          entered={choices.state.entered[field.key] ?? ''}
          quantity={choices.state.quantities[field.key] ?? ''}
          problem={choices.problems[field.key]}
          currency={choices.currency}
          onChoose={choices.choose}
          onEnter={choices.enter}
          onQuantity={choices.changeQuantity}
        />
      ))}
      {choices.samples.length ? (
        <section className={classes.field} aria-labelledby="product-samples">
          <h2 id="product-samples" className={classes.label}>
            {formatMessage({ id: 'productChoices.samples', defaultMessage: 'Samples' })}
          </h2>
          <ul className={classes.samples}>
            {choices.samples.map((sample) => (
              <li key={sample!.sample_url}>
                <a href={sample!.sample_url ?? undefined} target="_blank" rel="noopener noreferrer">
                  {sample!.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {choices.children.length ? (
        <GroupedTable
          children={choices.children}
          quantities={choices.state.quantities}
          problem={choices.problems.grouped}
          onQuantity={choices.changeQuantity}
        />
      ) : null}
      {choices.showsPrice && choices.price !== null ? (
        <p className={classes.configured} aria-live="polite">
          {formatMessage({ id: 'productChoices.configuredPrice', defaultMessage: 'Price as configured:' })}{' '}
          <Price value={choices.price} currencyCode={currency} className={classes.configuredPrice} />
        </p>
      ) : null}
    </div>
  );
}
