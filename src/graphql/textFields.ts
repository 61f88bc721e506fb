import type { FieldPolicy } from '@apollo/client/core';
import { decodeEntities } from '../lib/htmlEntities';
import { possibleTypes } from './possibleTypes';

/**
 * Magento's text fields that our documents ask for (names, labels, titles, meta texts), by type: an interface in
 * possibleTypes reaches its concrete types, the others are named one by one. HTML fields (descriptions, CMS content)
 * are not here: they stay HTML, for the sanitiser.
 */
const TEXT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  ProductInterface: ['name', 'meta_title', 'meta_description', 'meta_keyword'],
  CategoryTree: ['name', 'meta_title', 'meta_description', 'meta_keywords'],
  Breadcrumb: ['category_name'],
  Aggregation: ['label'],
  AggregationOption: ['label'],
  ConfigurableProductOptions: ['label'],
  ConfigurableProductOptionsValues: ['label', 'store_label', 'default_label'],
  TextSwatchData: ['value'],
  ProductImage: ['label'],
  ProductVideo: ['label'],
  BundleItem: ['title'],
  BundleItemOption: ['label'],
  DownloadableProductLinks: ['title'],
  DownloadableProductSamples: ['title'],
  ...Object.fromEntries(
    ['Area', 'Date', 'DropDown', 'Field', 'Multiple', 'Radio', 'Checkbox'].map((kind) => [`Customizable${kind}Option`, ['title']])
  ),
  ...Object.fromEntries(['DropDown', 'Multiple', 'Radio', 'Checkbox'].map((kind) => [`Customizable${kind}Value`, ['title']])),
  SelectedConfigurableOption: ['option_label', 'value_label'],
  SelectedCustomizableOption: ['label'],
  SelectedCustomizableOptionValue: ['label'],
  SelectedBundleOption: ['label'],
  SelectedBundleOptionValue: ['label'],
  ...Object.fromEntries(['OrderItem', 'BundleOrderItem', 'ConfigurableOrderItem', 'DownloadableOrderItem'].map((type) => [type, ['product_name']])),
  OrderItemOption: ['label', 'value'],
  ItemSelectedBundleOption: ['label'],
  ItemSelectedBundleOptionValue: ['product_name'],
  DownloadableItemsLinks: ['title'],
  CmsPage: ['title', 'content_heading', 'meta_title', 'meta_description', 'meta_keywords'],
  CmsBlock: ['title'],
  StoreConfig: ['store_name']
};

const text: FieldPolicy<string | null> = { read: (value) => (typeof value === 'string' ? decodeEntities(value) : value) };

/**
 * The cache reads every text field with its entities decoded (lib/htmlEntities): each component, thunk and head
 * builder gets "Cocona® performance fabric" as Magento's storefront shows it, while the cache keeps the backend's
 * answer as it came (persisted, sent in the page data), so nothing is ever decoded twice.
 */
export function textFieldPolicies(): Record<string, { fields: Record<string, FieldPolicy<string | null>> }> {
  return Object.fromEntries(
    Object.entries(TEXT_FIELDS).map(([type, names]) => [type, { fields: Object.fromEntries(names.map((name) => [name, text])) }])
  );
}

/** Text fields by concrete type name, interfaces' included. */
const textFieldsByType = new Map<string, Set<string>>();
for (const [type, names] of Object.entries(TEXT_FIELDS)) {
  for (const concrete of [type, ...(possibleTypes[type] ?? [])]) {
    textFieldsByType.set(concrete, new Set([...(textFieldsByType.get(concrete) ?? []), ...names]));
  }
}

/**
 * An answer as the cache would read it back, without writing it into one: the same fields decoded, in a copy. The
 * server's page composition uses it for the head (reading each answer back through its cache costs as much again
 * as writing it, ~3 ms a query on a busy machine, inside a 300 ms budget).
 */
export function decodeTextFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map(decodeTextFields) as T;
  if (!value || typeof value !== 'object') return value;
  const fields = textFieldsByType.get((value as { __typename?: unknown }).__typename as string);
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      fields?.has(key) && typeof field === 'string' ? decodeEntities(field) : decodeTextFields(field)
    ])
  ) as T;
}
