import type { FieldPolicy } from '@apollo/client/core';
import { decodeEntities } from '../lib/htmlEntities';

/**
 * Magento's text fields that our documents ask for (names, labels, titles, meta texts), by type: an interface in
 * possibleTypes reaches its concrete types, the others are named one by one. HTML fields (descriptions, CMS content)
 * are not here: they stay HTML, for the sanitiser. Only the fields asked: each name here is bytes on every page.
 */
export const TEXT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  ProductInterface: ['name', 'meta_title', 'meta_description'],
  CategoryTree: ['name', 'meta_title', 'meta_description'],
  Breadcrumb: ['category_name'],
  Aggregation: ['label'],
  AggregationOption: ['label'],
  ConfigurableProductOptions: ['label'],
  ConfigurableProductOptionsValues: ['label'],
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
  CmsPage: ['title', 'content_heading', 'meta_title', 'meta_description'],
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
