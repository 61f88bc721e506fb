// How the storefront server marks what it writes into a page's first HTML, for the SPA to find.

/** Marks the head elements a page owns, which the next page replaces. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';
/** The JSON script the storefront server writes a page's data into. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
