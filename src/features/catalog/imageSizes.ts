// Displayed sizes of the catalogue's likely largest paints, shared by the components that render them and by
// the storefront server, which preloads the very variant the browser will pick.

/** The product page's main image. */
export const CAROUSEL_IMAGE = { width: 640, sizes: '(max-width: 1023px) 100vw, 640px' } as const;

/** A product in a category or search grid. */
export const GRID_IMAGE = { width: 320, sizes: '(max-width: 640px) 50vw, (max-width: 1023px) 33vw, 360px' } as const;
