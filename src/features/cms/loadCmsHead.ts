/** The CMS head builder, its own chunk: only pages reached within the app build a head. */
export const loadCmsHead = () => import(/* webpackChunkName: "cms-head" */ './cmsHead');
