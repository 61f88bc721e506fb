import { defineMessage } from '../../../lib/messageDescriptors';

/** The account pages (§2), in menu order, with their labels. */
export const ACCOUNT_LINKS = [
  { path: '/order-history', label: defineMessage({ id: 'account.link.orderHistory', defaultMessage: 'Order History' }) },
  { path: '/wishlist', label: defineMessage({ id: 'account.link.wishlist', defaultMessage: 'Favorites Lists' }) },
  { path: '/address-book', label: defineMessage({ id: 'account.link.addressBook', defaultMessage: 'Address Book' }) },
  { path: '/saved-payments', label: defineMessage({ id: 'account.link.savedPayments', defaultMessage: 'Saved Payments' }) },
  { path: '/communications', label: defineMessage({ id: 'account.link.communications', defaultMessage: 'Communications' }) },
  { path: '/account-information', label: defineMessage({ id: 'account.link.accountInformation', defaultMessage: 'Account Information' }) }
] as const;
