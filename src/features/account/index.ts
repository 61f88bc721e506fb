// What other features may use of the account: its selectors, thunks and the wishlist button.
export { default as WishlistButton } from './WishlistButton';
export { signOut } from './signOut';
export { selectIsGettingDetails } from './userSelectors';
export type { DrawerView } from './drawerViews';
