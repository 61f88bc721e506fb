import { htmlKey } from '../../components/RichContent/presanitizedHtml';
import type { ProductWidget } from './productWidget';

/**
 * The product widgets the storefront server took out of the first page's CMS content (its page data maps a key
 * of the content to them; the content's sanitised markup, under the same key, has their placeholders), so the
 * first page renders its product strips without the code that finds widgets in CMS HTML. The boot hands them
 * over from the page data it has already read, as it does the sanitised markup.
 */
const fromServer = new Map<string, ProductWidget[]>();

export function rememberServerProductWidgets(entries: Record<string, unknown[]> | undefined): void {
  for (const [key, widgets] of Object.entries(entries ?? {})) {
    if (Array.isArray(widgets)) fromServer.set(key, widgets as ProductWidget[]);
  }
}

export function serverProductWidgets(html: string): ProductWidget[] | undefined {
  return fromServer.get(htmlKey(html));
}
