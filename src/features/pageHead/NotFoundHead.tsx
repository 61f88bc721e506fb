import type { PageHead } from '../../lib/pageHead';
import { usePageHead } from './usePageHead';

const NOT_FOUND: PageHead = { notFound: true };

/** Tells search engines, as the server's 404 does, that the shown page does not exist. */
export default function NotFoundHead() {
  usePageHead(NOT_FOUND);
  return null;
}
