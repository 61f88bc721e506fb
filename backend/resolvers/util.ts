import type { RequestContext } from '../shop';

export const mediaBase = (ctx: RequestContext) => `${ctx.origin}/media/`;

/** The store view's media and link base URLs (storeConfig's), which content's URL directives are rendered on. */
export const contentBaseUrls = (ctx: RequestContext) => ({ media: mediaBase(ctx), link: `${ctx.origin}/` });
