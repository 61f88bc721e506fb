import type { FieldMergeFunction, FieldPolicy, Reference, StoreObject, TypePolicies } from '@apollo/client/core';
import { readStoreViewCurrency, type BrowserStorage } from '../lib/storage';
import { textFieldPolicies } from './textFields';

interface ProductsPage {
  items?: Array<Reference | StoreObject>;
  [field: string]: unknown;
}

/** Cached `products` results for one search/filter/sort: each page stored under its number. */
interface ProductsPages {
  pages: Record<number, ProductsPage>;
}

const currentPage = (args: Record<string, unknown> | null) => Number(args?.currentPage ?? 1);

/**
 * `products` pages share one cache entry per search, filter, sort and page size, merged by page:
 * going back to a page already seen reads it from the cache, and a newly fetched page never
 * overwrites another.
 */
export const productsFieldPolicy: FieldPolicy<ProductsPages, ProductsPage, ProductsPage | undefined> = {
  keyArgs: ['search', 'filter', 'sort', 'pageSize'],
  merge(existing, incoming, { args }) {
    const page = currentPage(args);
    // Queries selecting different fields of the same page (gallery, filters) add to each other.
    return { pages: { ...existing?.pages, [page]: { ...existing?.pages?.[page], ...incoming } } };
  },
  read(existing, { args }) {
    return existing?.pages?.[currentPage(args)];
  }
};

/**
 * A list of objects without an id that several queries ask different fields of (a product's customizable options and
 * tier prices: the grid asks a few, the product page's choices all): merged item by item where the same item (same
 * uid, if any) is in the same place, so one query's answer does not strip the fields another's needs.
 */
const mergeItemwise: FieldMergeFunction<Array<StoreObject | null>> = (existing, incoming, { mergeObjects }) =>
  incoming.map((item, index) => {
    const before = existing?.[index];
    return item && before && before.uid === item.uid ? mergeObjects(before, item) : item;
  });

export function createTypePolicies(storage: BrowserStorage): TypePolicies {
  const text = textFieldPolicies();
  return {
    ...text,
    Query: {
      fields: {
        products: productsFieldPolicy
      }
    },
    // The masked cart id (`id`, Apollo's default key) is the cart's identity; its item list always
    // comes whole from the server.
    Cart: {
      fields: {
        items: { merge: (_existing: unknown, incoming: unknown) => incoming }
      }
    },
    // Only the signed-in customer is ever visible, and Magento gives it no usable id.
    Customer: { keyFields: [] },
    // Store config and currency are singletons read in pieces by many queries: merge the pieces.
    StoreConfig: { merge: true, ...text.StoreConfig },
    Currency: {
      merge: true,
      fields: {
        // §7 and the reference README: Magento has no such field; the currency in effect is the one
        // this storefront sends as Content-Currency, else the store view's default.
        current_currency_code: {
          read: (_existing, { readField }) => readStoreViewCurrency(storage) ?? readField<string>('default_display_currency_code') ?? null
        }
      }
    },
    // Every product type inherits it (possibleTypes).
    ProductInterface: {
      fields: {
        options: { merge: mergeItemwise },
        price_tiers: { merge: mergeItemwise },
        ...text.ProductInterface.fields
      }
    },
    ProductPrices: { merge: true },
    // A product's small image has no id: the listing, cart and detail queries each ask for some of its
    // fields, and replacing instead of merging would leave the others' cached answers incomplete.
    ProductImage: { merge: true, ...text.ProductImage },
    PriceRange: { merge: true }
  };
}
