import { loadOperation } from './documents';

/**
 * The SPA's own GraphQL documents for the shell and each page type: the server asks exactly what the SPA
 * would, with the same variables, so the answers it writes into the page are the cache entries the SPA reads.
 */
export const OPERATIONS = {
  availableStores: loadOperation('src/features/storeView/getAvailableStores.graphql'),
  shellConfig: loadOperation('src/features/storeView/getShellConfig.graphql'),
  megaMenu: loadOperation('src/app/megaMenu/getMegaMenu.graphql'),
  currency: loadOperation('src/features/storeView/getCurrency.graphql'),
  locale: loadOperation('src/features/storeView/getLocale.graphql'),
  resolveUrl: loadOperation('src/app/urlResolver/resolveUrl.graphql'),
  category: loadOperation('src/features/catalog/getCategory.graphql'),
  productListing: loadOperation('src/features/catalog/getProductListing.graphql'),
  filterOptions: loadOperation('src/features/catalog/getFilterOptions.graphql'),
  productDetail: loadOperation('src/features/catalog/getProductDetail.graphql'),
  cmsPage: loadOperation('src/features/cms/getCmsPage.graphql')
};

/** The shell's queries, answered for every page (header, footer, menu, switchers, locale). */
export const SHELL_OPERATIONS = [OPERATIONS.shellConfig, OPERATIONS.megaMenu, OPERATIONS.availableStores, OPERATIONS.currency, OPERATIONS.locale];
