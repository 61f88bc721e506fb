/** The chunk of each content type with code of its own (the names of `contentTypes.ts`' imports). */
const TYPE_CHUNKS: Readonly<Record<string, string>> = { slider: 'pb-slider', tabs: 'pb-tabs', video: 'pb-video', map: 'pb-map', image: 'pb-image' };

/** The renderer's chunk. */
export const PAGE_BUILDER_CHUNK = 'page-builder';

/**
 * The chunks that render Page Builder markup (none for other HTML), read from the markup as text: the storefront
 * server preloads them with a page whose content uses them.
 */
export function pageBuilderChunks(html: string): string[] {
  const types = new Set([...html.matchAll(/\sdata-content-type="([a-z_-]+)"/g)].map((match) => match[1]));
  if (!types.size) return [];
  return [PAGE_BUILDER_CHUNK, ...[...types].flatMap((type) => (TYPE_CHUNKS[type] ? [TYPE_CHUNKS[type]] : []))];
}
