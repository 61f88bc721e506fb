import { useRichContent } from './useRichContent';

export interface RichContentProps {
  html: string;
  className?: string;
}

/** CMS or product HTML, sanitised with DOMPurify; internal links use the router. */
export default function RichContent({ html, className }: RichContentProps) {
  const { markup, handleClick } = useRichContent(html);
  // The click handler only intercepts real links inside; keyboard activation of a link fires click too.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={className} onClick={handleClick} dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
