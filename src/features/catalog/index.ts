// What other features may use of the catalogue: the product tile, the listing, its query and parameters.
export { default as GalleryItem } from './GalleryItem';
export { default as ProductListing } from './ProductListing';
export { default as getProductListing } from './getProductListing.graphql';
export { SEARCH_PARAM, SEARCH_SORTS } from './listingParams';
export type { GetProductListingResult, GetProductListingVariables, ProductFilterInput, ProductSortInput, ProductSummary } from './catalogTypes';
