import { useCallback, useEffect, useMemo, useState } from 'react';
import { presanitizedHtml } from '../../components/RichContent/presanitizedHtml';
import { PRODUCT_WIDGET_ATTRIBUTE, type ProductWidget } from './productWidget';
import { serverProductWidgets } from './serverProductWidgets';

export interface ProductWidgetSlot {
  node: Element;
  widget: ProductWidget;
}

interface ExtractedContent {
  /** The CMS HTML it was taken from. */
  source: string;
  /** What RichContent shows: the source as is when the server took the widgets out, else the widget-free HTML. */
  content: string;
  widgets: ProductWidget[];
}

// Finding widgets in CMS HTML is its own chunk: the first page's content comes with its widgets from the server.
const loadProductWidgets = () => import(/* webpackChunkName: "product-widgets" */ './productWidgets');

/** The server's extraction of `html`: its sanitised markup (widget placeholders in) and widgets come together. */
function extractedByServer(html: string): ExtractedContent | undefined {
  const widgets = presanitizedHtml(html) === undefined ? undefined : serverProductWidgets(html);
  return widgets ? { source: html, content: html, widgets } : undefined;
}

/**
 * CMS HTML with its product widgets taken out (undefined while the code for that loads), and, once that HTML is
 * in the page, the placeholder element of each widget to render its products into (found before the browser
 * paints, so the strip's placeholder shows in the same frame as the text around it).
 */
export function useCmsContent(html: string) {
  const fromServer = useMemo(() => extractedByServer(html), [html]);
  const [extracted, setExtracted] = useState<ExtractedContent>();
  useEffect(() => {
    if (fromServer) return undefined;
    let current = true;
    loadProductWidgets().then(
      ({ extractProductWidgets }) => {
        const { html: content, widgets } = extractProductWidgets(html);
        if (current) setExtracted({ source: html, content, widgets });
      },
      () => undefined // the chunk did not load (offline before the worker cached it): the content stays empty
    );
    return () => {
      current = false;
    };
  }, [html, fromServer]);
  const ready = fromServer ?? (extracted?.source === html ? extracted : undefined);
  const widgets = ready?.widgets;
  const [slots, setSlots] = useState<ProductWidgetSlot[]>([]);

  /** Called by the rich content each time its markup is in the page. */
  const findSlots = useCallback(
    (content: HTMLElement) => {
      const nodes = content.querySelectorAll(`[${PRODUCT_WIDGET_ATTRIBUTE}]`);
      setSlots(
        [...nodes].flatMap((node) => {
          const widget = widgets?.[Number(node.getAttribute(PRODUCT_WIDGET_ATTRIBUTE))];
          return widget ? [{ node, widget }] : [];
        })
      );
    },
    [widgets]
  );

  return { content: ready?.content, slots, findSlots };
}
