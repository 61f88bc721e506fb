import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Shimmer from '../../components/Shimmer/Shimmer';
import { DeferredNewsletterBlock } from '../../features/newsletter';
import { useShellConfig } from '../../features/storeView/useShellConfig';
import classes from './footerContent.module.css';
import { FOOTER_GROUPS, LEGAL_LINKS, type FooterLink } from './footerLinks';
import SocialLinks from './SocialLinks';

function FooterItem({ link, contactEnabled, configLoading }: { link: FooterLink; contactEnabled: boolean; configLoading: boolean }) {
  const { formatMessage } = useIntl();
  // The contact link waits for the store config: a placeholder while it loads, nothing if disabled (§2).
  if (link.requiresContact && configLoading) return <Shimmer width={6} height={1} />;
  if (link.requiresContact && !contactEnabled) return null;
  const text = formatMessage(link.label);
  return link.path ? (
    <Link className={classes.link} to={link.path}>
      {text}
    </Link>
  ) : (
    <span className={classes.label}>{text}</span>
  );
}

/** The footer's newsletter block, link groups, social links, legal links and copyright (§2). */
export default function FooterContent() {
  const { formatMessage } = useIntl();
  const { config, loading } = useShellConfig();
  const contactEnabled = Boolean(config?.contact_enabled);

  return (
    <>
      <DeferredNewsletterBlock />
      <div className={classes.content}>
        <div className={classes.groups}>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.heading.id} className={classes.group} aria-label={formatMessage(group.heading)}>
              <h2 className={classes.heading}>{formatMessage(group.heading)}</h2>
              <ul className={classes.list}>
                {group.links.map((link, index) => (
                  <li key={`${link.label.id}-${index}`}>
                    <FooterItem link={link} contactEnabled={contactEnabled} configLoading={loading} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={classes.callout}>
          <h2 className={classes.heading}>{formatMessage({ id: 'footer.calloutHeading', defaultMessage: 'Stay in touch' })}</h2>
          <p className={classes.calloutText}>
            {formatMessage({ id: 'footer.calloutText', defaultMessage: 'New arrivals, offers and stories from our makers, first.' })}
          </p>
          <SocialLinks />
        </div>
      </div>
      <div className={classes.bottom}>
        <ul className={classes.legal}>
          {LEGAL_LINKS.map((link) => (
            <li key={link.label.id}>
              <FooterItem link={link} contactEnabled={contactEnabled} configLoading={loading} />
            </li>
          ))}
        </ul>
        <p className={classes.copyright}>{config?.copyright ?? ''}</p>
      </div>
    </>
  );
}
