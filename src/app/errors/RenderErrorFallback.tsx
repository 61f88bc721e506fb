import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import Mask from '../../components/Mask/Mask';
import { useToasts } from '../../components/Toast/useToasts';
import { reloadPage } from '../../lib/pageNavigation';
import { ERROR_TOAST_TIMEOUT, unexpectedErrorMessage } from './unexpectedErrorMessage';

/** After a render error only the masked shell remains, with an error toast; dismissing it reloads (§4). */
export default function RenderErrorFallback({ errorId }: { errorId: string }) {
  const { addToast } = useToasts();
  const { formatMessage } = useIntl();
  useEffect(() => {
    addToast({
      id: `render-error-${errorId}`,
      type: 'error',
      message: unexpectedErrorMessage(formatMessage, errorId),
      timeout: ERROR_TOAST_TIMEOUT,
      dismissable: true,
      onDismiss: () => reloadPage()
    });
  }, [addToast, errorId, formatMessage]);
  return <Mask isActive />;
}
