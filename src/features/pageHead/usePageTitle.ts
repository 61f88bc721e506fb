import { useEffect } from 'react';
import { useShellConfig } from '../storeView';

export const DEFAULT_STORE_NAME = 'Default Store View';

export function formatPageTitle(title: string | undefined, storeName: string | null | undefined): string {
  const name = storeName || DEFAULT_STORE_NAME;
  return title ? `${title} - ${name}` : name;
}

/** Sets the document title to `Title - Store name` (§2); the store name is 'Default Store View' until known. */
export function usePageTitle(title: string | undefined): void {
  const { config } = useShellConfig();
  const storeName = config?.store_name;
  useEffect(() => {
    document.title = formatPageTitle(title, storeName);
  }, [title, storeName]);
}
