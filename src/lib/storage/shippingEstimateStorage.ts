import type { BrowserStorage } from './BrowserStorage';
import { SHIPPING_ESTIMATE_KEY } from './storageKeys';

/** What the cart page's estimate remembers: the destination (the checkout country, US, is implied) and the method chosen. */
export interface SavedShippingEstimate {
  region_code: string;
  region_id?: number;
  postcode: string;
  carrier_code?: string;
  method_code?: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The saved estimate, or nothing when none is kept or what is kept is not one (an older or foreign shape). */
export function readShippingEstimate(storage: BrowserStorage): SavedShippingEstimate | undefined {
  const saved = storage.getItem<Partial<SavedShippingEstimate>>(SHIPPING_ESTIMATE_KEY);
  if (!saved || typeof saved !== 'object' || !isText(saved.region_code) || !isText(saved.postcode)) return undefined;
  const method = isText(saved.carrier_code) && isText(saved.method_code) ? { carrier_code: saved.carrier_code, method_code: saved.method_code } : {};
  return {
    region_code: saved.region_code,
    postcode: saved.postcode,
    ...(typeof saved.region_id === 'number' ? { region_id: saved.region_id } : {}),
    ...method
  };
}

export function saveShippingEstimate(storage: BrowserStorage, estimate: SavedShippingEstimate): void {
  storage.setItem(SHIPPING_ESTIMATE_KEY, estimate);
}
