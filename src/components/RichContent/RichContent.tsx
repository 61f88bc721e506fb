import { Suspense, useLayoutEffect, useMemo, useRef } from 'react';
import { useFirstScreenSettled } from '../../lib/firstScreen';
import { holdLazyImages, releaseHeldImages } from './heldImages';
import { PageBuilderContent } from './pageBuilderContent';
import { isPageBuilderMarkup } from './pageBuilderMark';
import { useRichContent } from './useRichContent';

export interface RichContentProps {
  html: string;
  className?: string;
  /** Called with the content's element once the sanitised markup is in it (before paint), and whenever it changes. */
  onContentChange?: (element: HTMLElement) => void;
}

/**
 * CMS or product HTML, sanitised with DOMPurify (by the server for the first page); internal links use the router.
 * Page Builder markup is rendered by the Page Builder renderer (its own chunk, `pageBuilder/`), other HTML as it is.
 */
export default function RichContent({ html, className, onContentChange }: RichContentProps) {
  const { markup, handleClick } = useRichContent(html);
  const isFirstScreenSettled = useFirstScreenSettled();
  // Decided once per markup: other markup once the first screen settles would rebuild the images already shown.
  const shownMarkup = useMemo(() => (markup !== undefined && !isFirstScreenSettled ? holdLazyImages(markup) : markup), [markup]); // eslint-disable-line react-hooks/exhaustive-deps -- the settled state only counts when the markup changes
  const elementRef = useRef<HTMLDivElement>(null);
  const isPageBuilder = shownMarkup !== undefined && isPageBuilderMarkup(shownMarkup);
  // Page Builder content reports itself once rendered (its types' code may load first).
  useLayoutEffect(() => {
    if (shownMarkup !== undefined && !isPageBuilder && elementRef.current) onContentChange?.(elementRef.current);
  }, [shownMarkup, isPageBuilder, onContentChange]);
  useLayoutEffect(() => {
    if (isFirstScreenSettled && elementRef.current) releaseHeldImages(elementRef.current);
  }, [isFirstScreenSettled, shownMarkup]);
  // The click handler only intercepts real links inside; keyboard activation of a link fires click too.
  const pageBuilder = isPageBuilder ? (
    <Suspense fallback={null}>
      <PageBuilderContent markup={shownMarkup} onRendered={onContentChange} />
    </Suspense>
  ) : undefined;
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={elementRef}
      className={className}
      onClick={handleClick}
      {...(pageBuilder ? { children: pageBuilder } : { dangerouslySetInnerHTML: { __html: shownMarkup ?? '' } })}
    />
  );
}
