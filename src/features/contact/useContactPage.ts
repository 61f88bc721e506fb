import { useIntl } from 'react-intl';
import { usePageTitle } from '../pageHead';
import { useShellConfig } from '../storeView';

export type ContactPageView = 'loading' | 'disabled' | 'form';

/** §2: the contact page exists only when the store config enables it; it waits for that config. */
export function useContactPage(): { view: ContactPageView } {
  const { formatMessage } = useIntl();
  const { config, loading } = useShellConfig();
  const view: ContactPageView = loading ? 'loading' : config?.contact_enabled ? 'form' : 'disabled';
  usePageTitle(view === 'form' ? formatMessage({ id: 'contactPage.title', defaultMessage: 'Contact Us' }) : undefined);
  return { view };
}
