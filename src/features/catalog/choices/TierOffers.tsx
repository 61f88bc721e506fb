import { useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/formatPrice';
import type { TierOffer } from './choiceModel';
import classes from './productChoices.module.css';

/** Magento's tier price lines: "Buy 3 for $X each and save N%". */
export default function TierOffers({ offers, currency }: { offers: TierOffer[]; currency: string | null }) {
  const { formatMessage } = useIntl();
  if (!offers.length) return null;
  return (
    <ul className={classes.tiers}>
      {offers.map((offer) => (
        <li key={offer.quantity}>
          {formatMessage(
            { id: 'productChoices.tier', defaultMessage: 'Buy {quantity} for {price} each and save {percent}%' },
            { quantity: offer.quantity, price: formatPrice(offer.price, currency ?? undefined), percent: Math.round(offer.percentOff) }
          )}
        </li>
      ))}
    </ul>
  );
}
