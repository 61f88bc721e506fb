import { useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/formatPrice';
import type { ChoiceProblem, GroupedChild } from './choiceModel';
import classes from './productChoices.module.css';
import { GROUPED_CONTROL_ID } from './useProductChoices';
import { useProblemText } from './useProblemText';

interface GroupedTableProps {
  children: GroupedChild[];
  quantities: Record<string, string>;
  problem?: ChoiceProblem;
  onQuantity: (sku: string, text: string) => void;
}

/** A grouped product's children: name, price, and a quantity for each one in stock. */
export default function GroupedTable({ children, quantities, problem, onQuantity }: GroupedTableProps) {
  const { formatMessage } = useIntl();
  const problemText = useProblemText();
  const errorId = `${GROUPED_CONTROL_ID}-error`;
  return (
    <div className={classes.field}>
      <table className={classes.grouped}>
        <thead>
          <tr>
            <th scope="col">{formatMessage({ id: 'productChoices.groupedName', defaultMessage: 'Product Name' })}</th>
            <th scope="col">{formatMessage({ id: 'productPage.quantity', defaultMessage: 'Quantity' })}</th>
          </tr>
        </thead>
        <tbody>
          {children.map((child, index) => (
            <tr key={child.sku}>
              <td>
                <label htmlFor={index === 0 ? GROUPED_CONTROL_ID : `${GROUPED_CONTROL_ID}-${index}`}>{child.name}</label>
                <span className={classes.rowPrice}>{formatPrice(child.price, child.currency ?? undefined)}</span>
              </td>
              <td>
                {child.isInStock ? (
                  <input
                    id={index === 0 ? GROUPED_CONTROL_ID : `${GROUPED_CONTROL_ID}-${index}`}
                    className={classes.quantity}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    value={quantities[child.sku] ?? ''}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                    onChange={(event) => onQuantity(child.sku, event.target.value)}
                  />
                ) : (
                  <span id={index === 0 ? GROUPED_CONTROL_ID : undefined} tabIndex={index === 0 ? -1 : undefined} className={classes.soldOut}>
                    {formatMessage({ id: 'productPage.outOfStock', defaultMessage: 'Out of stock' })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {problem ? (
        <p id={errorId} className={classes.problem}>
          {problemText(problem)}
        </p>
      ) : null}
    </div>
  );
}
