import { usePageHead } from './usePageHead';

const notFound = () => ({ notFound: true });

/** Tells search engines, as the server's 404 does, that the shown page does not exist. */
export default function NotFoundHead() {
  usePageHead(notFound);
  return null;
}
