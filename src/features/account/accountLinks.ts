/** The account pages (§2), in menu order; labels are message ids with their English defaults. */
export const ACCOUNT_LINKS = [
  { path: '/order-history', id: 'account.link.orderHistory', defaultMessage: 'Order History' },
  { path: '/wishlist', id: 'account.link.wishlist', defaultMessage: 'Favorites Lists' },
  { path: '/address-book', id: 'account.link.addressBook', defaultMessage: 'Address Book' },
  { path: '/saved-payments', id: 'account.link.savedPayments', defaultMessage: 'Saved Payments' },
  { path: '/communications', id: 'account.link.communications', defaultMessage: 'Communications' },
  { path: '/account-information', id: 'account.link.accountInformation', defaultMessage: 'Account Information' }
] as const;
