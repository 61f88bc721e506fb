import { useCallback, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import type { ProductChoicesDetail } from '../catalogTypes';
import {
  cartChoice,
  choiceFields,
  choiceProblems,
  configuredPrice,
  groupedChildren,
  initialChoices,
  tierOffers,
  type ChoicePreset,
  type ChoiceProblem,
  type ChoiceState
} from './choiceModel';
import type { ChoicesHandle } from './hasChoices';

/** The id of a field's first control, for its label and for moving focus to it. */
export const fieldControlId = (index: number) => `product-choice-${index}`;
export const GROUPED_CONTROL_ID = 'product-choice-grouped';

/** The product page's choices: their state, the price they make, their problems once submitted, and the form's handle. */
export function useProductChoices(product: ProductChoicesDetail, quantity: number, handle: Ref<ChoicesHandle>, preset?: ChoicePreset) {
  const fields = useMemo(() => choiceFields(product), [product]);
  const children = useMemo(() => groupedChildren(product), [product]);
  const offers = useMemo(() => tierOffers(product), [product]);
  const [state, setState] = useState<ChoiceState>(() => initialChoices(fields, children, preset));
  const [isSubmitted, setIsSubmitted] = useState(false);
  // Shown once the shopper has tried to submit; from then on they follow the choices as they are mended.
  const problems: Record<string, ChoiceProblem> = useMemo(
    () => (isSubmitted ? choiceProblems(fields, children, state) : {}),
    [children, fields, isSubmitted, state]
  );
  const update = setState;

  const choose = useCallback(
    (key: string, uids: string[], defaultQuantity?: number) =>
      update((current) => ({
        ...current,
        chosen: { ...current.chosen, [key]: uids },
        quantities: defaultQuantity !== undefined ? { ...current.quantities, [key]: String(defaultQuantity) } : current.quantities
      })),
    [update]
  );
  const enter = useCallback(
    (key: string, text: string) => update((current) => ({ ...current, entered: { ...current.entered, [key]: text } })),
    [update]
  );
  const changeQuantity = useCallback(
    (key: string, text: string) => update((current) => ({ ...current, quantities: { ...current.quantities, [key]: text.replace(/[^0-9]/g, '') } })),
    [update]
  );

  useImperativeHandle(
    handle,
    () => ({
      collect() {
        const found = choiceProblems(fields, children, state);
        setIsSubmitted(true);
        const firstIndex = fields.findIndex((field) => found[field.key]);
        const firstId = firstIndex >= 0 ? fieldControlId(firstIndex) : found.grouped ? GROUPED_CONTROL_ID : null;
        if (firstId) {
          document.getElementById(firstId)?.focus();
          return null;
        }
        return cartChoice(fields, children, state);
      }
    }),
    [children, fields, state]
  );

  const currency = product.price_range.minimum_price.final_price.currency ?? null;
  return {
    fields,
    children,
    offers,
    samples: (product.downloadable_product_samples ?? []).filter((sample) => Boolean(sample?.sample_url)),
    state,
    problems,
    choose,
    enter,
    changeQuantity,
    currency,
    // A grouped product has no one price: each child's shows in its row.
    price: children.length ? null : configuredPrice(product, fields, state, quantity),
    showsPrice: !children.length && (fields.length > 0 || offers.length > 0)
  };
}
