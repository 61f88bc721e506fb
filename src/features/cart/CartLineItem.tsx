import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Image from '../../components/Image/Image';
import TaxedPrice from '../../components/TaxedPrice/TaxedPrice';
import classes from './cartLineItem.module.css';
import type { CartItem } from './cartTypes';
import QuantityStepper from './QuantityStepper';
import { useCartLineItem } from './useCartLineItem';

interface CartLineItemProps {
  item: CartItem;
  currencyCode: string;
  /** Image width in CSS pixels: smaller in the mini cart. */
  imageWidth?: number;
  /** Called when "Edit" leaves for the product page (the mini cart closes). */
  onEdit?: () => void;
}

/** One cart line: image, name, chosen options, price, quantity stepper and remove. */
export default function CartLineItem({ item, currencyCode, imageWidth = 80, onEdit }: CartLineItemProps) {
  const { formatMessage } = useIntl();
  const { name, image, options, editPath, unitPrices, rowTotals, messages, isUpdating, changeQuantity, remove } = useCartLineItem(item);

  return (
    <li className={classes.root}>
      <div className={classes.image} style={{ width: imageWidth }}>
        {image ? <Image resource={image} alt={name} width={imageWidth} /> : null}
      </div>
      <div className={classes.details}>
        <p className={classes.name}>{name}</p>
        {options.length ? (
          <dl className={classes.options}>
            {options.map((option, index) => (
              <div key={`${index}-${option.label}`} className={classes.option}>
                {option.label ? <dt>{option.label}:</dt> : null}
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {unitPrices.length ? (
          <p className={classes.price}>
            <TaxedPrice amounts={unitPrices} currencyCode={currencyCode} />
            {item.quantity > 1 && rowTotals.length ? (
              <span className={classes.rowTotal}>
                {formatMessage({ id: 'cart.rowTotal', defaultMessage: 'Total:' })} <TaxedPrice amounts={rowTotals} currencyCode={currencyCode} />
              </span>
            ) : null}
          </p>
        ) : null}
        {messages.map((message) => (
          <p key={message} className={classes.message}>
            {message}
          </p>
        ))}
        <div className={classes.actions}>
          <QuantityStepper value={item.quantity} onChange={changeQuantity} disabled={isUpdating} itemName={name} />
          {editPath ? (
            <Link className={classes.edit} to={editPath} onClick={onEdit}>
              {formatMessage({ id: 'cart.editItem', defaultMessage: 'Edit' })}
              <span className={classes.hidden}> {name}</span>
            </Link>
          ) : null}
          <button type="button" className={classes.remove} onClick={remove} disabled={isUpdating}>
            {formatMessage({ id: 'cart.removeItem', defaultMessage: 'Remove' })}
            <span className={classes.hidden}> {name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
