import { htmlKey } from '../../components/RichContent/presanitizedHtml';
import { readServerPageData } from '../../graphql/serverPageData';
import type { ProductWidget } from './productWidget';

let fromServer: Record<string, unknown[]> | undefined;

/**
 * The product widgets the storefront server took out of the first page's CMS content (its page data maps a key
 * of the content to them; the content's sanitised markup, under the same key, has their placeholders), so the
 * first page renders its product strips without the code that finds widgets in CMS HTML. Read from the page
 * data when first asked, by CMS pages only.
 */
export function serverProductWidgets(html: string): ProductWidget[] | undefined {
  fromServer ??= readServerPageData()?.productWidgets ?? {};
  const widgets = fromServer[htmlKey(html)];
  return Array.isArray(widgets) ? (widgets as ProductWidget[]) : undefined;
}
