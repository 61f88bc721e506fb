import {
  readShippingEstimate,
  readStoreViewCode,
  readStoreViewCurrency,
  saveShippingEstimate,
  type SavedShippingEstimate
} from '../../../lib/storage';
import type { AppThunk } from '../../../store/hooks';
import type { RootState } from '../../../store/rootState';
import type { EstimatedLine, EstimatedMethod, EstimatedTotals } from './estimateTypes';
import GET_ESTIMATE_REGIONS from './getEstimateRegions.graphql';

/** A US state as the estimate offers it. */
export interface EstimateRegion {
  id: number;
  code: string;
  name: string;
}

/** The US states (the store view's names), from the cache when known: the estimate's state list. */
export function fetchEstimateRegions(): AppThunk<Promise<EstimateRegion[]>> {
  return async (_dispatch, _getState, { apollo }) => {
    const { data } = await apollo.query({ query: GET_ESTIMATE_REGIONS });
    return (data?.country?.available_regions ?? []).flatMap((region) =>
      region?.id && region.code ? [{ id: region.id, code: region.code, name: region.name ?? region.code }] : []
    );
  };
}

/** Where an estimate goes: the checkout country (US), a region and a postcode, as Magento's REST AddressInterface. */
export interface EstimateDestination {
  country_id: string;
  region_code: string;
  region_id?: number;
  region?: string;
  postcode: string;
}

// Magento's REST names the store view in its path; guests use their masked cart id, customers carts/mine.
function cartPath(state: RootState, storeViewCode: string, endpoint: string): string {
  const base = `/rest/${encodeURIComponent(storeViewCode)}/V1`;
  if (state.user.isSignedIn) return `${base}/carts/mine/${endpoint}`;
  return `${base}/guest-carts/${encodeURIComponent(state.cart.cartId ?? '')}/${endpoint}`;
}

type Json = Record<string, unknown>;
const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);
const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** Magento's ShippingMethodInterface list as the estimate shows it; an unavailable carrier stays only when it says why. */
function toEstimatedMethods(answer: unknown): EstimatedMethod[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .filter((method): method is Json => Boolean(method) && typeof method === 'object' && typeof (method as Json).carrier_code === 'string')
    .filter((method) => method.available !== false || asText(method.error_message).trim() !== '')
    .map((method) => ({
      carrier_code: asText(method.carrier_code),
      method_code: asText(method.method_code),
      carrier_title: asText(method.carrier_title),
      method_title: asText(method.method_title),
      amount: asNumber(method.amount),
      ...(method.available === false ? { unavailableMessage: asText(method.error_message).trim() } : {})
    }));
}

/**
 * Magento's TotalsInterface as the summary's estimated lines: the shipping of the chosen method, each tax with its
 * rate's title (the tax segment's tax_grandtotal_details; one "Tax" line when the shop gives no detail), the grand total.
 */
function toEstimatedTotals(answer: unknown, method: EstimatedMethod | undefined, taxTitle: string): EstimatedTotals {
  const totals = (answer && typeof answer === 'object' ? answer : {}) as Json;
  const currencyCode = asText(totals.quote_currency_code);
  const segments = (Array.isArray(totals.total_segments) ? totals.total_segments : []) as Json[];
  const taxSegment = segments.find((segment) => segment?.code === 'tax');
  const details = ((taxSegment?.extension_attributes as Json | undefined)?.tax_grandtotal_details ?? []) as Json[];
  const line = (label: string, value: number): EstimatedLine => ({ label, value });
  let taxes = details.map((detail) =>
    line(
      ((detail.rates ?? []) as Json[])
        .map((rate) => asText(rate.title))
        .filter(Boolean)
        .join(', ') || taxTitle,
      asNumber(detail.amount)
    )
  );
  const taxAmount = asNumber(totals.tax_amount);
  if (!taxes.length && taxAmount) taxes = [line(taxTitle, taxAmount)];
  const grandSegment = segments.find((segment) => segment?.code === 'grand_total');
  return {
    currencyCode,
    shipping: method
      ? {
          ...line([method.carrier_title, method.method_title].filter(Boolean).join(' - '), asNumber(totals.shipping_amount)),
          inclTax: totals.shipping_incl_tax == null ? null : asNumber(totals.shipping_incl_tax)
        }
      : null,
    taxes,
    grandTotal: asNumber(grandSegment?.value ?? totals.grand_total)
  };
}

/** The currency the shopper reads prices in (Magento's REST ignores it; the embedded backend converts with it). */
const currencyHeaders = (currency: string | undefined): Record<string, string> => (currency ? { 'Content-Currency': currency } : {});

/** Magento's estimate-shipping-methods for the cart and a destination: the methods and their prices. Nothing is saved on the cart. */
export function estimateShippingMethods(destination: EstimateDestination): AppThunk<Promise<EstimatedMethod[]>> {
  return async (_dispatch, getState, { rest, storage }) => {
    const answer = await rest.post(
      cartPath(getState(), readStoreViewCode(storage), 'estimate-shipping-methods'),
      { address: destination },
      {
        headers: currencyHeaders(readStoreViewCurrency(storage))
      }
    );
    return toEstimatedMethods(answer);
  };
}

/** Magento's totals-information: the cart's totals for the destination and the chosen method (none: tax only). */
export function estimateTotals(
  destination: EstimateDestination,
  method: EstimatedMethod | undefined,
  taxTitle: string
): AppThunk<Promise<EstimatedTotals>> {
  return async (_dispatch, getState, { rest, storage }) => {
    const answer = await rest.post(
      cartPath(getState(), readStoreViewCode(storage), 'totals-information'),
      {
        addressInformation: {
          address: destination,
          ...(method ? { shipping_carrier_code: method.carrier_code, shipping_method_code: method.method_code } : {})
        }
      },
      { headers: currencyHeaders(readStoreViewCurrency(storage)) }
    );
    return toEstimatedTotals(answer, method, taxTitle);
  };
}

/** The estimate remembered from an earlier visit (the cart page starts with it, checkout too). */
export function savedShippingEstimate(): AppThunk<SavedShippingEstimate | undefined> {
  return (_dispatch, _getState, { storage }) => readShippingEstimate(storage);
}

export function rememberShippingEstimate(estimate: SavedShippingEstimate): AppThunk {
  return (_dispatch, _getState, { storage }) => saveShippingEstimate(storage, estimate);
}
