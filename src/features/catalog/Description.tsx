import RichContent from '../../components/RichContent/RichContent';
import { useDescriptionHtml } from './useDescriptionHtml';

/** A category's or product's description: sanitised, images on our /media, links to the backend's pages in-app. */
export default function Description({ html, className }: { html: string; className?: string }) {
  const shown = useDescriptionHtml(html);
  return shown ? <RichContent html={shown} className={className} /> : null;
}
