import { useMemo } from 'react';
import type { BackendBaseUrls } from '../../lib/backendUrls';
import { useShellConfig } from './useShellConfig';

/**
 * The store view's base URLs from the shell's store config in the Apollo cache (the server's page data carries it,
 * so a first visit has them on its first render; local storage has them only after a store switch). `loading` while
 * the config is still being asked for: content waits for it rather than show links to the backend's host.
 */
export function useBackendBaseUrls(): { baseUrls: BackendBaseUrls | undefined; loading: boolean } {
  const { config, loading } = useShellConfig();
  const known = config !== undefined;
  const { secure_base_media_url, base_media_url, secure_base_link_url, base_link_url } = config ?? {};
  // The same object while the four URLs stay the same, whatever else of the config changes.
  const baseUrls = useMemo(
    () => (known ? { secure_base_media_url, base_media_url, secure_base_link_url, base_link_url } : undefined),
    [known, secure_base_media_url, base_media_url, secure_base_link_url, base_link_url]
  );
  return { baseUrls, loading };
}
