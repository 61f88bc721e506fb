import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';

export interface AccountFormLoadingProps {
  /** Told true while this placeholder shows (the form's chunk is loading), false once it is gone. */
  onLoadingChange?: (isLoading: boolean) => void;
}

/** The Suspense fallback of a lazily loaded account form (§2: the fallback text 'Account'). */
export default function AccountFormLoading({ onLoadingChange }: AccountFormLoadingProps) {
  const { formatMessage } = useIntl();
  useEffect(() => {
    onLoadingChange?.(true);
    return () => onLoadingChange?.(false);
  }, [onLoadingChange]);
  return <LoadingIndicator>{formatMessage({ id: 'account.loadingFallback', defaultMessage: 'Account' })}</LoadingIndicator>;
}
