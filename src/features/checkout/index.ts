// What other features may use of checkout: the region list of address forms and clearing saved checkout data.
export { useRegions } from './addressForm';
export type { Region } from './addressFormatter';
export { clearCheckoutDataFromStorage } from './checkoutStorage';
