import { isOfflineError } from '../../lib/offline';
import ErrorView from './ErrorView';
import OfflineView from './OfflineView';

export interface PageLoadErrorProps {
  error: unknown;
  /** Shown when the failure is not about being offline. */
  message: string;
  /** Loads the data again (the offline view's button, and on reconnecting). */
  onRetry: () => void;
}

/** A page whose data failed to load: the offline view when that is why, else the error view. */
export default function PageLoadError({ error, message, onRetry }: PageLoadErrorProps) {
  return isOfflineError(error) ? <OfflineView onRetry={onRetry} /> : <ErrorView message={message} />;
}
