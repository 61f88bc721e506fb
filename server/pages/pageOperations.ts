import type GetMegaMenu from '../../src/app/megaMenu/getMegaMenu.graphql';
import type ResolveUrl from '../../src/app/urlResolver/resolveUrl.graphql';
import type GetCategory from '../../src/features/catalog/getCategory.graphql';
import type GetFilterOptions from '../../src/features/catalog/getFilterOptions.graphql';
import type GetProductDetail from '../../src/features/catalog/getProductDetail.graphql';
import type GetProductListing from '../../src/features/catalog/getProductListing.graphql';
import type GetCmsPage from '../../src/features/cms/getCmsPage.graphql';
import type GetAvailableStores from '../../src/features/storeView/getAvailableStores.graphql';
import type GetCurrency from '../../src/features/storeView/getCurrency.graphql';
import type GetLocale from '../../src/features/storeView/getLocale.graphql';
import type GetShellConfig from '../../src/features/storeView/getShellConfig.graphql';
import { loadOperation } from './documents';

/**
 * The SPA's own GraphQL documents for the shell and each page type: the server asks exactly what the SPA
 * would, with the same variables, so the answers it writes into the page are the cache entries the SPA reads.
 */
export const OPERATIONS = {
  availableStores: loadOperation<typeof GetAvailableStores>('src/features/storeView/getAvailableStores.graphql'),
  shellConfig: loadOperation<typeof GetShellConfig>('src/features/storeView/getShellConfig.graphql'),
  megaMenu: loadOperation<typeof GetMegaMenu>('src/app/megaMenu/getMegaMenu.graphql'),
  currency: loadOperation<typeof GetCurrency>('src/features/storeView/getCurrency.graphql'),
  locale: loadOperation<typeof GetLocale>('src/features/storeView/getLocale.graphql'),
  resolveUrl: loadOperation<typeof ResolveUrl>('src/app/urlResolver/resolveUrl.graphql'),
  category: loadOperation<typeof GetCategory>('src/features/catalog/getCategory.graphql'),
  productListing: loadOperation<typeof GetProductListing>('src/features/catalog/getProductListing.graphql'),
  filterOptions: loadOperation<typeof GetFilterOptions>('src/features/catalog/getFilterOptions.graphql'),
  productDetail: loadOperation<typeof GetProductDetail>('src/features/catalog/getProductDetail.graphql'),
  cmsPage: loadOperation<typeof GetCmsPage>('src/features/cms/getCmsPage.graphql')
};
