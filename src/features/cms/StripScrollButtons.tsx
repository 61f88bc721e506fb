import { useIntl } from 'react-intl';
import Icon from '../../components/Icon/Icon';
import classes from './productStrip.module.css';

interface StripScrollButtonsProps {
  canScrollBack: boolean;
  canScrollForward: boolean;
  onBack: () => void;
  onForward: () => void;
}

/** Previous and next buttons for a pointer without sideways scrolling; hidden when everything fits (and on touch screens). */
export default function StripScrollButtons({ canScrollBack, canScrollForward, onBack, onForward }: StripScrollButtonsProps) {
  const { formatMessage } = useIntl();
  const hidden = !canScrollBack && !canScrollForward;
  return (
    <div className={hidden ? `${classes.scrollButtons} ${classes.hidden}` : classes.scrollButtons}>
      <button type="button" className={classes.scrollButton} disabled={!canScrollBack} onClick={onBack}>
        <Icon name="chevronLeft" title={formatMessage({ id: 'productStrip.previous', defaultMessage: 'Previous products' })} />
      </button>
      <button type="button" className={classes.scrollButton} disabled={!canScrollForward} onClick={onForward}>
        <Icon name="chevronRight" title={formatMessage({ id: 'productStrip.next', defaultMessage: 'Next products' })} />
      </button>
    </div>
  );
}
