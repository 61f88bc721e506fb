import { useEffect } from 'react';
import { formatPageTitle } from '../../lib/pageTitle';
import { useShellConfig } from '../storeView';

/** Sets the document title to `Title - Store name` (§2); the store name is 'Default Store View' until known. */
export function usePageTitle(title: string | undefined): void {
  const { config } = useShellConfig();
  const storeName = config?.store_name;
  useEffect(() => {
    document.title = formatPageTitle(title, storeName);
  }, [title, storeName]);
}
