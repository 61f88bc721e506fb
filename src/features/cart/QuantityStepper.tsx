import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import classes from './quantityStepper.module.css';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** The product's name, so each stepper of a list has its own accessible name. */
  itemName: string;
}

/** − / quantity / + : a typed quantity is committed on blur or Enter; 1 is the smallest (remove removes). */
export default function QuantityStepper({ value, onChange, disabled = false, itemName }: QuantityStepperProps) {
  const { formatMessage } = useIntl();
  const inputId = useId();
  // What the shopper is typing; null shows the cart's quantity.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const quantity = Math.floor(Number(draft));
    setDraft(null);
    if (Number.isFinite(quantity) && quantity >= 1 && quantity !== value) onChange(quantity);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };

  return (
    <form className={classes.root} onSubmit={onSubmit}>
      <button
        type="button"
        className={classes.button}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 1}
        aria-label={formatMessage({ id: 'cart.decreaseQuantity', defaultMessage: 'Decrease the quantity of {name}' }, { name: itemName })}
      >
        −
      </button>
      <label className={classes.label} htmlFor={inputId}>
        {formatMessage({ id: 'cart.quantityOf', defaultMessage: 'Quantity of {name}' }, { name: itemName })}
      </label>
      <input
        id={inputId}
        className={classes.input}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
      />
      <button
        type="button"
        className={classes.button}
        onClick={() => onChange(value + 1)}
        disabled={disabled}
        aria-label={formatMessage({ id: 'cart.increaseQuantity', defaultMessage: 'Increase the quantity of {name}' }, { name: itemName })}
      >
        +
      </button>
    </form>
  );
}
