import type { MessageDescriptor } from 'react-intl';

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

const label = (id: string, defaultMessage: string): MessageDescriptor => ({ id, defaultMessage });

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    heading: label('footer.account', 'Account'),
    links: [
      { label: label('footer.account', 'Account') },
      { label: label('footer.signIn', 'Sign In'), path: '/sign-in' },
      { label: label('footer.register', 'Register'), path: '/create-account' },
      { label: label('footer.orderStatus', 'Order Status') },
      { label: label('footer.returns', 'Returns') }
    ]
  },
  {
    heading: label('footer.about', 'About'),
    links: [
      { label: label('footer.aboutUs', 'About Us'), path: '/about-us' },
      { label: label('footer.ourStory', 'Our Story') },
      { label: label('footer.emailSignup', 'Email Signup') },
      { label: label('footer.giveBack', 'Give Back') }
    ]
  },
  {
    heading: label('footer.help', 'Help'),
    links: [
      { label: label('footer.help', 'Help') },
      { label: label('footer.customerService', 'Customer Service'), path: '/customer-service' },
      { label: label('footer.contactUs', 'Contact Us'), path: '/contact-us', requiresContact: true },
      { label: label('footer.orderStatus', 'Order Status') },
      { label: label('footer.returns', 'Returns') }
    ]
  }
];

export const LEGAL_LINKS: FooterLink[] = [{ label: label('footer.terms', 'Terms of Use') }, { label: label('footer.privacy', 'Privacy Policy') }];
