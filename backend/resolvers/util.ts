import type { RequestContext } from '../shop';

export const mediaBase = (ctx: RequestContext) => `${ctx.origin}/media/`;
