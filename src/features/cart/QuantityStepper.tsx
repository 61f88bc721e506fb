import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import IconButton from '../../components/IconButton/IconButton';
import classes from './quantityStepper.module.css';
import { useQuantityStepper } from './useQuantityStepper';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** The product's name, so each stepper of a list has its own accessible name. */
  itemName: string;
}

/**
 * − / quantity / + : a typed quantity is committed on blur or Enter, a held button repeats (§9); 1 is the
 * smallest (remove removes).
 */
export default function QuantityStepper({ value, onChange, disabled = false, itemName }: QuantityStepperProps) {
  const { formatMessage } = useIntl();
  const inputId = useId();
  const { shownValue, isHolding, setDraft, commitDraft, stepButtonHandlers } = useQuantityStepper(value, onChange);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commitDraft();
  };

  return (
    <form className={classes.root} onSubmit={onSubmit}>
      <IconButton
        className={classes.button}
        label={formatMessage({ id: 'cart.decreaseQuantity', defaultMessage: 'Decrease the quantity of {name}' }, { name: itemName })}
        data-step="-1"
        {...stepButtonHandlers}
        disabled={disabled || value <= 1}
      >
        −
      </IconButton>
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
        value={shownValue}
        readOnly={isHolding}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitDraft}
      />
      <IconButton
        className={classes.button}
        label={formatMessage({ id: 'cart.increaseQuantity', defaultMessage: 'Increase the quantity of {name}' }, { name: itemName })}
        data-step="1"
        {...stepButtonHandlers}
        disabled={disabled}
      >
        +
      </IconButton>
    </form>
  );
}
