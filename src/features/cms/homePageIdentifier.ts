/** The CMS page shown at `/`. */
export const HOME_PAGE_IDENTIFIER = 'home';
