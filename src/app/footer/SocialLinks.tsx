import { useIntl } from 'react-intl';
import classes from './footerContent.module.css';

// Simple glyphs keep the footer free of icon fonts and third-party scripts.
const NETWORKS = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2.5h.01'
  },
  { name: 'Facebook', href: 'https://www.facebook.com/', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z' },
  { name: 'Pinterest', href: 'https://www.pinterest.com/', path: 'M12 3a9 9 0 0 0-3.3 17.4L10 15l-1-4a3 3 0 1 1 6 1c0 3-2 4-3 4m0 5a9 9 0 0 0 0-18' }
];

export default function SocialLinks() {
  const { formatMessage } = useIntl();
  return (
    <ul className={classes.social}>
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <a
            className={classes.socialLink}
            href={network.href}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={formatMessage({ id: 'footer.followUs', defaultMessage: 'Follow us on {network}' }, { network: network.name })}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={network.path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
