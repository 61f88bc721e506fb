/** The category and product head builders, their own chunk: only pages reached within the app build a head. */
export const loadCatalogHead = () => import(/* webpackChunkName: "catalog-head" */ './catalogHead');
