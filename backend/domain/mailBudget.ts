import type { RequestContext } from '../shop';
import { tryThrottle } from '../throttle';

/**
 * Whether a mail may go out now: charged to the client's share and the shop's budget only when both have room, and
 * only for a mail really sent.
 */
export const mailBudgetAllows = (ctx: RequestContext) =>
  tryThrottle([ctx.shop.throttles.outboxPerClient, ctx.clientIp], [ctx.shop.throttles.outbox, 'all']);

/** Whether an order confirmation may go out now (their own budgets, charged the same way). */
export const orderMailBudgetAllows = (ctx: RequestContext) =>
  tryThrottle([ctx.shop.throttles.orderMailsPerClient, ctx.clientIp], [ctx.shop.throttles.orderMails, 'all']);
