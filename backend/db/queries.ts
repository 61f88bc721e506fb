import type { DB } from '.';
import { catalogQueries } from './catalog';
import { cartQueries } from './cart';
import { orderQueries } from './order';
import { customerQueries } from './customer';
import { contentQueries } from './content';

/** The query modules over one connection, one per aggregate, each statement prepared once. */
export function queriesFor(db: DB) {
  return { catalog: catalogQueries(db), cart: cartQueries(db), order: orderQueries(db), customer: customerQueries(db), content: contentQueries(db) };
}
export type Queries = ReturnType<typeof queriesFor>;
