import { useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/formatPrice';
import { isSelectable, type ChoiceField, type ChoiceProblem, type ChoiceValue } from './choiceModel';
import classes from './productChoices.module.css';
import { useProblemText } from './useProblemText';

export interface ChoiceFieldViewProps {
  field: ChoiceField;
  /** The id of the field's first control (its label's target, where focus goes when it has a problem). */
  controlId: string;
  chosen: string[];
  entered: string;
  quantity: string;
  problem?: ChoiceProblem;
  currency: string | null;
  onChoose: (key: string, uids: string[], defaultQuantity?: number) => void;
  onEnter: (key: string, text: string) => void;
  onQuantity: (key: string, text: string) => void;
}

const DATE_INPUT: Record<string, string> = { date: 'date', date_time: 'datetime-local', time: 'time' };

/** One choice of every kind Magento has (text, area, date, drop-down, radio, checkbox, multiple select), its problem beside it. */
export default function ChoiceFieldView(props: ChoiceFieldViewProps) {
  const { field, controlId, chosen, entered, quantity, problem, currency, onChoose, onEnter, onQuantity } = props;
  const { formatMessage } = useIntl();
  const problemText = useProblemText();
  const errorId = `${controlId}-error`;
  const described = { 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? errorId : undefined } as const;
  const money = (value: number) => formatPrice(value, currency ?? undefined);
  const valueLabel = (value: ChoiceValue) => {
    const parts = [field.source === 'bundle' && value.quantity > 1 && !field.quantityEditable ? `${value.quantity} x ${value.label}` : value.label];
    if (value.price > 0) parts.push(`+${money(value.price)}`);
    if (!value.isInStock) parts.push(formatMessage({ id: 'productChoices.outOfStock', defaultMessage: '(out of stock)' }));
    return parts.join(' ');
  };
  const required = field.required ? (
    <span className={classes.required}>
      {' *'}
      <span className={classes.hidden}>{formatMessage({ id: 'productChoices.requiredMark', defaultMessage: '(required)' })}</span>
    </span>
  ) : null;
  const error = problem ? (
    <p id={errorId} className={classes.problem}>
      {problemText(problem, field)}
    </p>
  ) : null;
  const pick = (uids: string[]) => {
    const first = field.values.find((value) => value.uid === uids[0]);
    onChoose(field.key, uids, field.quantityEditable && first ? first.quantity : undefined);
  };

  if (!isSelectable(field.kind)) {
    const extra = field.price > 0 ? ` (+${money(field.price)})` : '';
    const common = {
      id: controlId,
      className: field.kind === 'area' ? classes.area : classes.input,
      value: entered,
      required: field.required,
      ...described
    };
    const left = field.maxCharacters ? field.maxCharacters - entered.length : null;
    return (
      <div className={classes.field}>
        <label className={classes.label} htmlFor={controlId}>
          {field.label}
          {extra}
          {required}
        </label>
        {field.kind === 'area' ? (
          <textarea {...common} rows={4} onChange={(event) => onEnter(field.key, event.target.value)} />
        ) : (
          <input {...common} type={DATE_INPUT[field.kind] ?? 'text'} onChange={(event) => onEnter(field.key, event.target.value)} />
        )}
        {left !== null ? (
          <p className={classes.note}>
            {formatMessage(
              { id: 'productChoices.charactersLeft', defaultMessage: 'Maximum {max} characters ({left} left)' },
              { max: field.maxCharacters, left }
            )}
          </p>
        ) : null}
        {error}
      </div>
    );
  }

  const quantityField =
    field.quantityEditable && chosen.length ? (
      <div className={classes.quantityRow}>
        <label className={classes.label} htmlFor={`${controlId}-quantity`}>
          {formatMessage({ id: 'productChoices.quantityOf', defaultMessage: 'Quantity of {label}' }, { label: field.label })}
        </label>
        <input
          id={`${controlId}-quantity`}
          className={classes.quantity}
          type="number"
          inputMode="numeric"
          min={1}
          value={quantity}
          disabled={!field.values.find((value) => value.uid === chosen[0])?.isInStock}
          onChange={(event) => onQuantity(field.key, event.target.value)}
        />
      </div>
    ) : null;

  if (field.kind === 'drop_down' || field.kind === 'multiple') {
    const multiple = field.kind === 'multiple';
    return (
      <div className={classes.field}>
        <label className={classes.label} htmlFor={controlId}>
          {field.label}
          {required}
        </label>
        <select
          id={controlId}
          className={multiple ? classes.multiple : classes.select}
          multiple={multiple}
          value={multiple ? chosen : (chosen[0] ?? '')}
          required={field.required}
          {...described}
          onChange={(event) => pick(Array.from(event.target.selectedOptions, (option) => option.value).filter(Boolean))}
        >
          {multiple ? null : <option value="">{formatMessage({ id: 'productChoices.choose', defaultMessage: '-- Please Select --' })}</option>}
          {field.values.map((value) => (
            <option key={value.uid} value={value.uid} disabled={!value.isInStock}>
              {valueLabel(value)}
            </option>
          ))}
        </select>
        {error}
        {quantityField}
      </div>
    );
  }

  const single = field.kind === 'radio';
  const choices: Array<ChoiceValue | null> = single && !field.required ? [null, ...field.values] : field.values;
  return (
    <fieldset className={classes.group} {...described}>
      <legend className={classes.label}>
        {field.label}
        {required}
      </legend>
      {choices.map((value, index) => {
        const uid = value?.uid ?? '';
        const checked = value ? chosen.includes(uid) : !chosen.length;
        return (
          <div key={uid || 'none'} className={classes.choice}>
            <input
              id={index === 0 ? controlId : `${controlId}-${index}`}
              type={single ? 'radio' : 'checkbox'}
              name={controlId}
              value={uid}
              checked={checked}
              disabled={value ? !value.isInStock : false}
              onChange={() => pick(single ? (value ? [uid] : []) : checked ? chosen.filter((other) => other !== uid) : [...chosen, uid])}
            />
            <label htmlFor={index === 0 ? controlId : `${controlId}-${index}`}>
              {value ? valueLabel(value) : formatMessage({ id: 'productChoices.none', defaultMessage: 'None' })}
            </label>
            {value?.sampleUrl ? (
              <a className={classes.sample} href={value.sampleUrl} target="_blank" rel="noopener noreferrer">
                {formatMessage({ id: 'productChoices.sample', defaultMessage: 'Sample' })}
                <span className={classes.hidden}> {value.label}</span>
              </a>
            ) : null}
          </div>
        );
      })}
      {error}
      {quantityField}
    </fieldset>
  );
}
