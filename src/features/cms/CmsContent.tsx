import { createPortal } from 'react-dom';
import RichContent from '../../components/RichContent/RichContent';
import DeferredProductStrip from './DeferredProductStrip';
import legacy from './legacyContent.module.css';
import { useCmsContent } from './useCmsContent';

/**
 * CMS HTML, sanitised, with each Magento product list widget in it rendered as a product strip, and the rules for
 * Luma's and Magento's widget markup (legacyContent.module.css).
 */
export default function CmsContent({ html, className }: { html: string; className?: string }) {
  const { content, slots, findSlots } = useCmsContent(html);
  return (
    <div className={legacy.root}>
      {content === undefined ? null : <RichContent html={content} className={className} onContentChange={findSlots} />}
      {slots.map(({ node, widget }, index) => createPortal(<DeferredProductStrip widget={widget} slot={node} />, node, String(index)))}
    </div>
  );
}
