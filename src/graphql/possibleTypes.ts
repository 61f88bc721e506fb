/**
 * Which concrete types implement each interface of Magento's schema, so fragments on interfaces
 * (`... on ProductInterface`) match cached objects. Derived from ../shared/reference/magento-schema.graphqls;
 * the conformance test fails when this map and that schema disagree.
 */
export const possibleTypes: Readonly<Record<string, string[]>> = {
  AggregationOptionInterface: ['AggregationOption'],
  AttributeSelectedOptionInterface: ['AttributeSelectedOption'],
  AttributeValueInterface: ['AttributeSelectedOptions', 'AttributeValue'],
  CartAddressInterface: ['BillingCartAddress', 'ShippingCartAddress'],
  CartItemInterface: ['BundleCartItem', 'ConfigurableCartItem', 'DownloadableCartItem', 'SimpleCartItem', 'VirtualCartItem'],
  CategoryInterface: ['CategoryTree'],
  CreditMemoItemInterface: ['BundleCreditMemoItem', 'CreditMemoItem', 'DownloadableCreditMemoItem'],
  CustomAttributeMetadataInterface: ['AttributeMetadata', 'CatalogAttributeMetadata', 'CustomerAttributeMetadata'],
  CustomAttributeOptionInterface: ['AttributeOptionMetadata'],
  CustomizableOptionInterface: ['CustomizableAreaOption', 'CustomizableCheckboxOption', 'CustomizableDateOption', 'CustomizableDropDownOption', 'CustomizableFieldOption', 'CustomizableFileOption', 'CustomizableMultipleOption', 'CustomizableRadioOption'],
  CustomizableProductInterface: ['BundleProduct', 'ConfigurableProduct', 'DownloadableProduct', 'SimpleProduct', 'VirtualProduct'],
  Error: ['CartUserInputError', 'InsufficientStockError'],
  ErrorInterface: ['InternalError', 'NoSuchEntityUidError'],
  InvoiceItemInterface: ['BundleInvoiceItem', 'DownloadableInvoiceItem', 'InvoiceItem'],
  LayerFilterItemInterface: ['LayerFilterItem', 'SwatchLayerFilterItem'],
  MediaGalleryInterface: ['ProductImage', 'ProductVideo'],
  OrderItemInterface: ['BundleOrderItem', 'ConfigurableOrderItem', 'DownloadableOrderItem', 'OrderItem'],
  PhysicalProductInterface: ['BundleProduct', 'ConfigurableProduct', 'GroupedProduct', 'SimpleProduct'],
  ProductInterface: ['BundleProduct', 'ConfigurableProduct', 'DownloadableProduct', 'GroupedProduct', 'SimpleProduct', 'VirtualProduct'],
  ProductLinksInterface: ['ProductLinks'],
  RoutableInterface: ['BundleProduct', 'CategoryTree', 'CmsPage', 'ConfigurableProduct', 'DownloadableProduct', 'GroupedProduct', 'RoutableUrl', 'SimpleProduct', 'VirtualProduct'],
  ShipmentItemInterface: ['BundleShipmentItem', 'ShipmentItem'],
  SwatchDataInterface: ['ColorSwatchData', 'ImageSwatchData', 'TextSwatchData'],
  SwatchLayerFilterItemInterface: ['SwatchLayerFilterItem'],
  WishlistItemInterface: ['BundleWishlistItem', 'ConfigurableWishlistItem', 'DownloadableWishlistItem', 'GroupedProductWishlistItem', 'SimpleWishlistItem', 'VirtualWishlistItem']
};
