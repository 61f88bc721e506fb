import type { MessageDescriptor } from 'react-intl';
import { defineMessage } from '../../lib/messageDescriptors';

export interface FooterLink {
  label: MessageDescriptor;
  /** Most footer labels have no page (§2): they render as plain text. */
  path?: string;
  /** Shown only when the store config enables the contact form. */
  requiresContact?: boolean;
}

export interface FooterGroup {
  heading: MessageDescriptor;
  links: FooterLink[];
}

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    heading: defineMessage({ id: 'footer.account', defaultMessage: 'Account' }),
    links: [
      { label: defineMessage({ id: 'footer.account', defaultMessage: 'Account' }) },
      { label: defineMessage({ id: 'footer.signIn', defaultMessage: 'Sign In' }), path: '/sign-in' },
      { label: defineMessage({ id: 'footer.register', defaultMessage: 'Register' }), path: '/create-account' },
      { label: defineMessage({ id: 'footer.orderStatus', defaultMessage: 'Order Status' }) },
      { label: defineMessage({ id: 'footer.returns', defaultMessage: 'Returns' }) }
    ]
  },
  {
    heading: defineMessage({ id: 'footer.about', defaultMessage: 'About' }),
    links: [
      { label: defineMessage({ id: 'footer.aboutUs', defaultMessage: 'About Us' }), path: '/about-us' },
      { label: defineMessage({ id: 'footer.ourStory', defaultMessage: 'Our Story' }) },
      { label: defineMessage({ id: 'footer.emailSignup', defaultMessage: 'Email Signup' }) },
      { label: defineMessage({ id: 'footer.giveBack', defaultMessage: 'Give Back' }) }
    ]
  },
  {
    heading: defineMessage({ id: 'footer.help', defaultMessage: 'Help' }),
    links: [
      { label: defineMessage({ id: 'footer.help', defaultMessage: 'Help' }) },
      { label: defineMessage({ id: 'footer.customerService', defaultMessage: 'Customer Service' }), path: '/customer-service' },
      { label: defineMessage({ id: 'footer.contactUs', defaultMessage: 'Contact Us' }), path: '/contact-us', requiresContact: true },
      { label: defineMessage({ id: 'footer.orderStatus', defaultMessage: 'Order Status' }) },
      { label: defineMessage({ id: 'footer.returns', defaultMessage: 'Returns' }) }
    ]
  }
];

export const LEGAL_LINKS: FooterLink[] = [
  { label: defineMessage({ id: 'footer.terms', defaultMessage: 'Terms of Use' }) },
  { label: defineMessage({ id: 'footer.privacy', defaultMessage: 'Privacy Policy' }) }
];
