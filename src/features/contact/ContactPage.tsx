import { useIntl } from 'react-intl';
import ErrorView from '../../components/ErrorView/ErrorView';
import LoadingIndicator from '../../components/LoadingIndicator/LoadingIndicator';
import { CmsBlock } from '../cms';
import ContactForm from './ContactForm';
import classes from './contactPage.module.css';
import { useContactPage } from './useContactPage';

/** The /contact-us page (§2): a banner block, the form and a sidebar block; not found when disabled. */
export default function ContactPage() {
  const { formatMessage } = useIntl();
  const { view } = useContactPage();

  if (view === 'loading') return <LoadingIndicator />;
  if (view === 'disabled') {
    return (
      <ErrorView
        message={formatMessage({
          id: 'magentoRoute.notFound',
          defaultMessage: "Looks like the page you were hoping to find doesn't exist. Sorry about that."
        })}
      />
    );
  }

  return (
    <article className={classes.root}>
      <h1 className={classes.title}>{formatMessage({ id: 'contactPage.title', defaultMessage: 'Contact Us' })}</h1>
      <CmsBlock identifiers={['contact-us-banner']} className={classes.banner} />
      <div className={classes.layout}>
        <div className={classes.formColumn}>
          <ContactForm />
        </div>
        <aside className={classes.sidebar}>
          <CmsBlock identifiers={['contact-us-sidebar']} />
        </aside>
      </div>
    </article>
  );
}
