import { lazyWithReload } from '../../lib/lazyWithReload';
import { isPageBuilderMarkup } from './pageBuilderMark';

/** The Page Builder renderer: its own chunk, loaded by pages whose content is Page Builder markup. */
export const PageBuilderContent = lazyWithReload(() => import(/* webpackChunkName: "page-builder" */ './pageBuilder/PageBuilderContent'));

/**
 * Loads the renderer and the content types the given sanitised markups use, if any are Page Builder markup: the
 * boot waits for it with the landing page's chunk, so the first commit already shows the content.
 */
export function preloadPageBuilder(markups: string[]): Promise<unknown> {
  return markups.some(isPageBuilderMarkup) ? PageBuilderContent.preload().then(({ preloadFor }) => preloadFor(markups)) : Promise.resolve();
}
