import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import classes from './form.module.css';

export interface SubmitOrCancelProps {
  /** The submit button's text. */
  submitText: string;
  /** While the form is being sent, its submit button is disabled. */
  isBusy: boolean;
  /** Where the form sits in the drawer or the menu: Cancel goes back to the view it came from. */
  onCancel?: () => void;
}

/** An account form's buttons: submit, and Cancel where the form can be left for the view before it. */
export default function SubmitOrCancel({ submitText, isBusy, onCancel }: SubmitOrCancelProps) {
  const { formatMessage } = useIntl();
  return (
    <div className={classes.actions}>
      <Button type="submit" disabled={isBusy}>
        {submitText}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          {formatMessage({ id: 'account.cancel', defaultMessage: 'Cancel' })}
        </Button>
      ) : null}
    </div>
  );
}
