import { useIntl } from 'react-intl';
import ErrorView from '../../components/ErrorView/ErrorView';
import NotFoundHead from './NotFoundHead';

/** A resolved page whose entity is gone (category, product, CMS page): the not-found text, and noindex. */
export default function PageNotFound() {
  const { formatMessage } = useIntl();
  return (
    <>
      <NotFoundHead />
      <ErrorView
        message={formatMessage({
          id: 'categoryPage.notFound',
          defaultMessage: "Looks like the page you were hoping to find doesn't exist. Sorry about that."
        })}
      />
    </>
  );
}
