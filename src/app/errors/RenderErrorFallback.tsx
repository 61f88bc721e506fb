import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import Mask from '../../components/Mask/Mask';
import { useToasts } from '../../components/Toast/useToasts';
import { reloadPage } from '../../lib/pageNavigation';
import appClasses from '../app.module.css';
import Footer from '../footer/Footer';
import Header from '../header/Header';
import classes from './renderErrorFallback.module.css';
import ShellPartBoundary from './ShellPartBoundary';
import { ERROR_TOAST_TIMEOUT, unexpectedErrorMessage } from './unexpectedErrorMessage';

/**
 * After a render error the masked shell remains (§4): header and footer under the mask, no page, and an
 * error toast; dismissing it, or its timing out, reloads the page.
 */
export default function RenderErrorFallback({ errorId }: { errorId: string }) {
  const { addToast } = useToasts();
  const { formatMessage } = useIntl();
  const shellRef = useRef<HTMLDivElement>(null);
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
  // Under the mask nothing is reachable, by keyboard either: the toast is the only way on.
  useEffect(() => shellRef.current?.setAttribute('inert', ''), []);

  return (
    <>
      <div ref={shellRef} className={`${appClasses.root} ${classes.shell}`} data-testid="masked-shell">
        <ShellPartBoundary>
          <Header showOfflineIcon={false} />
        </ShellPartBoundary>
        <main id="main" className={appClasses.main} />
        <ShellPartBoundary>
          <Footer />
        </ShellPartBoundary>
      </div>
      <Mask isActive />
    </>
  );
}
