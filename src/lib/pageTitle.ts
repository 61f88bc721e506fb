export const DEFAULT_STORE_NAME = 'Default Store View';

/** `Title - Store name` (§2); the store name is 'Default Store View' until known. */
export function formatPageTitle(title: string | undefined | null, storeName: string | null | undefined): string {
  const name = storeName || DEFAULT_STORE_NAME;
  return title ? `${title} - ${name}` : name;
}
