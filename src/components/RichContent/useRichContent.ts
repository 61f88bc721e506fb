import { useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadOnce } from '../../lib/loadOnce';
import { presanitizedHtml } from './presanitizedHtml';
import type { HtmlSanitizer } from './sanitizeHtml';

let sanitizer: HtmlSanitizer | undefined;

/**
 * DOMPurify is its own chunk: the first page's HTML comes sanitised by the server, so most landings never need it.
 * A failed load is asked for again by the next rich content.
 */
const loadSanitizer = loadOnce(() =>
  import(/* webpackChunkName: "sanitizer" */ './sanitizeHtml').then(({ createHtmlSanitizer }) => (sanitizer = createHtmlSanitizer(window)))
);

/** The sanitised markup of `html`: at once when the server sanitised it or DOMPurify is loaded, else once it is. */
function useSanitizedHtml(html: string): string | undefined {
  const [loaded, setLoaded] = useState(() => sanitizer !== undefined);
  const markup = useMemo(() => presanitizedHtml(html) ?? sanitizer?.(html), [html, loaded]); // eslint-disable-line react-hooks/exhaustive-deps -- `loaded` says `sanitizer` is set
  const missing = markup === undefined;
  useEffect(() => {
    if (!missing) return undefined;
    let current = true;
    loadSanitizer().then(
      () => current && setLoaded(true),
      () => undefined // the chunk did not load (offline before the worker cached it): the content stays empty
    );
    return () => {
      current = false;
    };
  }, [missing]);
  return markup;
}

/** Sanitised markup (undefined while the sanitiser loads), and a click handler that lets internal links navigate without a full reload. */
export function useRichContent(html: string) {
  const navigate = useNavigate();
  const markup = useSanitizedHtml(html);

  const handleClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest?.('a');
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const href = anchor.getAttribute('href');
      if (!href || href.startsWith('#') || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith('/media/')) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate]
  );

  return { markup, handleClick };
}
