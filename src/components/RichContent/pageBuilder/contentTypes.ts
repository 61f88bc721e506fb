import type { ComponentType } from 'react';
import { lazyWithReload, type PreloadableComponent } from '../../../lib/lazyWithReload';
import type { ContentTypeProps } from './renderNodes';

type Lazy = PreloadableComponent<ComponentType<ContentTypeProps>, { default: ComponentType<ContentTypeProps> }>;

/**
 * The content types with code of their own (behaviour, or the image's picture), each its own chunk: a page loads the code of the types its content uses
 * (the storefront server preloads them with the page, `pageBuilderChunks.ts` names them).
 */
const INTERACTIVE: Readonly<Record<string, Lazy>> = {
  slider: lazyWithReload(() => import(/* webpackChunkName: "pb-slider" */ './Slider')),
  tabs: lazyWithReload(() => import(/* webpackChunkName: "pb-tabs" */ './Tabs')),
  video: lazyWithReload(() => import(/* webpackChunkName: "pb-video" */ './Video')),
  map: lazyWithReload(() => import(/* webpackChunkName: "pb-map" */ './MapLocations')),
  image: lazyWithReload(() => import(/* webpackChunkName: "pb-image" */ './PageBuilderImage'))
};

/**
 * Every content type of Magento's Page Builder: a component, or null for those shown as their markup with the
 * renderer's styles (`pageBuilder.module.css`): layout, text and links need no code. Slides and tab items are
 * rendered by their slider and tabs; products and blocks come rendered (or, for products, as the product strip
 * the CMS page puts in their place).
 */
export const CONTENT_TYPES: Readonly<Record<string, ComponentType<ContentTypeProps> | null>> = {
  ...INTERACTIVE,
  row: null,
  'column-group': null,
  'column-line': null,
  column: null,
  text: null,
  heading: null,
  buttons: null,
  'button-item': null,
  banner: null,
  slide: null,
  'tab-item': null,
  divider: null,
  html: null,
  block: null,
  products: null
};

/** Loads the code of the given content types; resolves once all of it is in. */
export function preloadContentTypes(types: Iterable<string>): Promise<unknown> {
  return Promise.all([...types].flatMap((type) => (INTERACTIVE[type] ? [INTERACTIVE[type].preload()] : [])));
}

export function contentTypesLoaded(types: Iterable<string>): boolean {
  return [...types].every((type) => !INTERACTIVE[type] || INTERACTIVE[type].isLoaded());
}
