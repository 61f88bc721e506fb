import ErrorView from '../../components/ErrorView/ErrorView';

export default function NotFoundPage() {
  return <ErrorView message="Looks like the page you were hoping to find doesn't exist. Sorry about that." />;
}
