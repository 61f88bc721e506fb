import { useMemo } from 'react';
import { backendUrlsOnOwnOrigin } from '../../lib/backendUrls';
import { useBackendBaseUrls } from '../storeView';

/**
 * A description's HTML with the backend's URLs on our origin (Magento renders its directives on its own base URLs),
 * as the server's first HTML has it (pageData.ts); empty until the store config's base URLs are known.
 */
export function useDescriptionHtml(html: string): string {
  const { baseUrls, loading } = useBackendBaseUrls();
  return useMemo(() => (loading ? '' : backendUrlsOnOwnOrigin(html, baseUrls)), [html, baseUrls, loading]);
}
