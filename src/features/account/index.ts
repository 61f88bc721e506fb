// What other features may use of the account: its selectors, thunks, the sign-out event and the wishlist button.
export { default as WishlistButton } from './WishlistButton';
export { signOut } from './signOut';
export type { signedOut } from './userActions';
export { selectIsGettingDetails } from './userSelectors';
export type { DrawerView } from './drawerViews';
