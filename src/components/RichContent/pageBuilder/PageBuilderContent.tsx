import { useEffect, useId, useInsertionEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFirstScreenSettled } from '../../../lib/firstScreen';
import { contentTypesLoaded, CONTENT_TYPES, preloadContentTypes } from './contentTypes';
import classes from './pageBuilder.module.css';
import { parsePageBuilder, scopedCss } from './parsePageBuilder';
import { createRenderer } from './renderNodes';

const renderer = createRenderer(CONTENT_TYPES);

/**
 * The content's rules in a constructed style sheet adopted by the document: the CSP (`style-src 'self'`) blocks
 * `<style>` elements and style attributes of markup, not style sheets built through the CSSOM. Inserted before
 * layout (an insertion effect), so the first paint is styled; removed with the content.
 */
function useConstructedStyleSheet(css: string): void {
  useInsertionEffect(() => {
    if (!css || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return undefined;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [css]);
}

/** Whether the code of `types` is in; loads it when not (the boot preloads it for the first page). */
function useContentTypesReady(types: Set<string>): boolean {
  const [, setLoaded] = useState(0);
  const ready = contentTypesLoaded(types);
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    preloadContentTypes(types).then(
      () => current && setLoaded((count) => count + 1),
      () => undefined // a chunk out of reach (offline): the content stays empty, as sanitised HTML would
    );
    return () => {
      current = false;
    };
  }, [ready, types]);
  return ready;
}

export interface PageBuilderContentProps {
  /** Sanitised Page Builder markup (its checked styles in front, as the sanitiser returns them). */
  markup: string;
  /** Called with the content's element once it is in the page (before paint). */
  onRendered?: (element: HTMLElement) => void;
}

/** Page Builder content rendered as React elements, its content types through their components. */
export default function PageBuilderContent({ markup, onRendered }: PageBuilderContentProps) {
  const { fragment, css, types } = useMemo(() => parsePageBuilder(markup), [markup]);
  const scope = useId();
  useConstructedStyleSheet(useMemo(() => scopedCss(css, scope), [css, scope]));
  const ready = useContentTypesReady(types);
  // Backgrounds below the first row are held until the first screen has settled.
  const settled = useFirstScreenSettled();
  // Its own element: a parent's ref is not attached yet when a child's layout effect runs.
  const rootRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ready && rootRef.current) onRendered?.(rootRef.current);
  }, [ready, fragment, onRendered]);
  if (!ready) return null;
  return (
    <div ref={rootRef} className={classes.root} data-pb-root={scope} data-pb-settled={settled || undefined}>
      {[...fragment.childNodes].map((node, index) => renderer.node(node, index))}
    </div>
  );
}

/**
 * Loads the code the given sanitised markups need (the boot does, for the first page's content).
 * @public (used through the chunk's dynamic import, `../pageBuilderContent.ts`)
 */
export function preloadFor(markups: string[]): Promise<unknown> {
  const types = new Set(markups.flatMap((markup) => [...markup.matchAll(/\sdata-content-type="([a-z_-]+)"/g)].map((match) => match[1])));
  return preloadContentTypes(types);
}
