import { useLayoutEffect, useRef } from 'react';
import { useRichContent } from './useRichContent';

export interface RichContentProps {
  html: string;
  className?: string;
  /** Called with the content's element once the sanitised markup is in it (before paint), and whenever it changes. */
  onContentChange?: (element: HTMLElement) => void;
}

/** CMS or product HTML, sanitised with DOMPurify (by the server for the first page); internal links use the router. */
export default function RichContent({ html, className, onContentChange }: RichContentProps) {
  const { markup, handleClick } = useRichContent(html);
  const elementRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (markup !== undefined && elementRef.current) onContentChange?.(elementRef.current);
  }, [markup, onContentChange]);
  // The click handler only intercepts real links inside; keyboard activation of a link fires click too.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div ref={elementRef} className={className} onClick={handleClick} dangerouslySetInnerHTML={{ __html: markup ?? '' }} />
  );
}
