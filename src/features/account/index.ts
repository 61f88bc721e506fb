// What other features may use of the account: its selectors, thunks, the sign-out event and the wishlist button.
export { default as WishlistButton } from './wishlist/WishlistButton';
export { signOut } from './user/signOut';
export type { signedOut } from './user/userActions';
export { selectIsGettingDetails } from './user/userSelectors';
export type { DrawerView } from './menu/drawerViews';
