/** The navigation drawer's name in the app slice's `drawer` (§2). */
export const NAV_DRAWER = 'nav';
