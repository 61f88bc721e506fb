import { useCallback, useMemo, useState } from 'react';
import { extractProductWidgets, PRODUCT_WIDGET_ATTRIBUTE, type ProductWidget } from './productWidgets';

export interface ProductWidgetSlot {
  node: Element;
  widget: ProductWidget;
}

/**
 * CMS HTML with its product widgets taken out, and, once that HTML is in the page, the placeholder element of
 * each widget to render its products into (found before the browser paints, so the strip's placeholder shows
 * in the same frame as the text around it).
 */
export function useCmsContent(html: string) {
  const { html: content, widgets } = useMemo(() => extractProductWidgets(html), [html]);
  const [slots, setSlots] = useState<ProductWidgetSlot[]>([]);

  /** Called by the rich content each time its markup is in the page. */
  const findSlots = useCallback(
    (content: HTMLElement) => {
      const nodes = content.querySelectorAll(`[${PRODUCT_WIDGET_ATTRIBUTE}]`);
      setSlots(
        [...nodes].flatMap((node) => {
          const widget = widgets[Number(node.getAttribute(PRODUCT_WIDGET_ATTRIBUTE))];
          return widget ? [{ node, widget }] : [];
        })
      );
    },
    [widgets]
  );

  return { content, slots, findSlots };
}
