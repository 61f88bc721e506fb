/**
 * Which concrete types implement the abstract types our documents name in a type condition (`... on ProductInterface`,
 * `fragment x on CategoryInterface`) or give a type policy, so fragments on them match cached objects and subtypes
 * inherit the policies. Only those: the rest of Magento's schema would be bytes on every page for nothing. Derived from
 * ../shared/reference/magento-schema.graphqls; the conformance test fails when a document or type policy names an
 * abstract type missing here, or when this map and that schema disagree.
 */
export const possibleTypes: Readonly<Record<string, string[]>> = {
  CategoryInterface: ['CategoryTree'],
  CustomizableProductInterface: ['BundleProduct', 'ConfigurableProduct', 'DownloadableProduct', 'SimpleProduct', 'VirtualProduct'],
  MediaGalleryInterface: ['ProductImage', 'ProductVideo'],
  ProductInterface: ['BundleProduct', 'ConfigurableProduct', 'DownloadableProduct', 'GroupedProduct', 'SimpleProduct', 'VirtualProduct']
};
