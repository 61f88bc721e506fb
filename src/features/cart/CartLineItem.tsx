import { useIntl } from 'react-intl';
import Image from '../../components/Image/Image';
import Price from '../../components/Price/Price';
import classes from './cartLineItem.module.css';
import type { CartItem } from './cartTypes';
import QuantityStepper from './QuantityStepper';
import { useCartLineItem } from './useCartLineItem';

interface CartLineItemProps {
  item: CartItem;
  currencyCode: string;
  /** Image width in CSS pixels: smaller in the mini cart. */
  imageWidth?: number;
}

/** One cart line: image, name, chosen options, price, quantity stepper and remove. */
export default function CartLineItem({ item, currencyCode, imageWidth = 80 }: CartLineItemProps) {
  const { formatMessage } = useIntl();
  const { name, image, options, unitPrice, rowTotal, messages, isUpdating, changeQuantity, remove } = useCartLineItem(item);

  return (
    <li className={classes.root}>
      <div className={classes.image} style={{ width: imageWidth }}>
        {image ? <Image resource={image} alt={name} width={imageWidth} /> : null}
      </div>
      <div className={classes.details}>
        <p className={classes.name}>{name}</p>
        {options.length ? (
          <dl className={classes.options}>
            {options.map((option) => (
              <div key={option.label} className={classes.option}>
                <dt>{option.label}:</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {unitPrice?.value != null ? (
          <p className={classes.price}>
            <Price value={unitPrice.value} currencyCode={unitPrice.currency || currencyCode} />
            {item.quantity > 1 && rowTotal?.value != null ? (
              <span className={classes.rowTotal}>
                {formatMessage({ id: 'cart.rowTotal', defaultMessage: 'Total:' })}{' '}
                <Price value={rowTotal.value} currencyCode={rowTotal.currency || currencyCode} />
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
          <button type="button" className={classes.remove} onClick={remove} disabled={isUpdating}>
            {formatMessage({ id: 'cart.removeItem', defaultMessage: 'Remove' })}
            <span className={classes.hidden}> {name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
