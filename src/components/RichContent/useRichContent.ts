import { useCallback, useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { sanitizeHtml } from './sanitizeHtml';

/** Sanitised markup, and a click handler that lets internal links navigate without a full reload. */
export function useRichContent(html: string) {
  const navigate = useNavigate();
  const markup = useMemo(() => sanitizeHtml(html), [html]);

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
