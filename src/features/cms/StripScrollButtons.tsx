import { useIntl } from 'react-intl';
import IconButton from '../../components/IconButton/IconButton';
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
      <IconButton
        className={classes.scrollButton}
        label={formatMessage({ id: 'productStrip.previous', defaultMessage: 'Previous products' })}
        icon="chevronLeft"
        disabled={!canScrollBack}
        onClick={onBack}
      />
      <IconButton
        className={classes.scrollButton}
        label={formatMessage({ id: 'productStrip.next', defaultMessage: 'Next products' })}
        icon="chevronRight"
        disabled={!canScrollForward}
        onClick={onForward}
      />
    </div>
  );
}
