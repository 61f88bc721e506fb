import crypto from 'node:crypto';
import path from 'node:path';
import type { DB } from './db';
import { noSuchEntity, inputError } from './domain/errors';
import { customerIdForToken, clock } from './domain/auth';
import { clientKey } from './domain/clientKey';
import { queriesFor, type Queries } from './db/queries';
import { createThrottles, type Throttles } from './throttle';

export interface StoreView {
  id: number;
  code: string;
  name: string;
  locale: string;
  defaultCurrency: string;
  allowedCurrencies: string[];
  sortOrder: number;
  settings: Record<string, unknown>;
}

/** Everything one request needs: the shop, the store view and currency in effect, the signed-in customer. */
export interface RequestContext {
  shop: Shop;
  store: StoreView;
  currency: string;
  rate: number;
  customerId: number | null;
  origin: string;
  /**
   * A bearer token was sent but is unknown, expired or revoked. The request is then not a guest's: operations that
   * act for a shopper answer "The current customer isn't authorized." (see resolvers/index.ts), as Magento 2.4 does.
   */
  tokenRejected: boolean;
  /** The accepted bearer token of this request (kept when a password change revokes the customer's other tokens). */
  token: string | null;
  /** The client's address (fastify's request.ip: X-Forwarded-For only from a trusted proxy), for the throttles. */
  clientIp: string;
}

/** Magento's code of the default store view: answers requests that name none. */
export const DEFAULT_STORE_CODE = 'default';

/** A host[:port] as it may appear in a URL (linear: one character class). */
const HOST = /^[A-Za-z0-9.:[\]-]{1,255}$/;

/** Long-lived state of the backend around its database: store views, query modules, the catalogue version. */
export class Shop {
  readonly stores = new Map<string, StoreView>();
  readonly rates = new Map<string, number>();
  /** Bumped whenever catalogue data visible to shoppers changes (stock after an order), so cached answers expire. */
  catalogVersion = 0;
  /**
   * Per-client abuse budgets (sign-in and its lockout, sign-up, password reset, contact, newsletter, e-mail checks, guest
   * carts, mails), counted in the database: every worker of a cluster shares them.
   */
  readonly throttles: Throttles;
  /** The query modules of the database (db/), each statement prepared once. */
  readonly data: Queries;
  private readonly secret: string;

  /**
   * @param publicUrl the shop's address as shoppers reach it (STOREFRONT_PUBLIC_URL): links in mails are built from it,
   *   never from request headers, which anyone can forge.
   * @param guestCheckoutLogin Magento's checkout/options/enable_guest_checkout_login (STOREFRONT_GUEST_CHECKOUT_LOGIN):
   *   off, isEmailAvailable answers true for every address, as Magento 2.4.7 does, so it tells nobody who has an account.
   */
  constructor(
    readonly db: DB,
    readonly dataDir: string,
    readonly publicUrl = 'http://127.0.0.1:8080',
    readonly guestCheckoutLogin = false
  ) {
    this.data = queriesFor(db);
    this.throttles = createThrottles(db, () => clock.now());
    const { content } = this.data;
    for (const r of content.stores()) {
      this.stores.set(r.code, {
        id: r.id,
        code: r.code,
        name: r.name,
        locale: r.locale,
        defaultCurrency: r.default_currency,
        allowedCurrencies: r.allowed_currencies.split(','),
        sortOrder: r.sort_order,
        settings: JSON.parse(r.config)
      });
    }
    for (const r of content.rates()) this.rates.set(r.code, r.rate);
    this.secret = content.keptMeta('secret', crypto.randomBytes(16).toString('hex'));
  }

  get outboxDir() {
    return path.join(this.dataDir, 'outbox');
  }

  /**
   * Resolves the `store`, `Content-Currency` and `Authorization` headers (or a /rest/<code>/ path segment). `origin` is
   * the request's own (fastify's protocol and host, which honour X-Forwarded-* only from a trusted proxy); it only
   * makes the media URLs of this answer, and the public URL stands in when it is missing or malformed.
   */
  contextFor(
    headers: Record<string, string | string[] | undefined>,
    storeCode?: string,
    origin?: { protocol: string; host?: string; ip?: string }
  ): RequestContext {
    const header = (n: string) => {
      const v = headers[n];
      return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
    };
    const code = storeCode ?? header('store') ?? DEFAULT_STORE_CODE;
    const store = this.stores.get(code === 'all' ? DEFAULT_STORE_CODE : code);
    if (!store) throw noSuchEntity('Requested store is not found');
    const currency = (header('content-currency') ?? store.defaultCurrency).toUpperCase();
    if (!store.allowedCurrencies.includes(currency)) throw inputError(`Currency not allowed for store ${store.code}`);
    const bearer = /^Bearer\s+(\S+)$/i.exec(header('authorization') ?? '')?.[1];
    const customerId = bearer ? customerIdForToken(this.data.customer, bearer) : null;
    const tokenRejected = !!bearer && customerId === null;
    const requestOrigin = origin?.host && HOST.test(origin.host) ? `${origin.protocol}://${origin.host}` : new URL(this.publicUrl).origin;
    return {
      shop: this,
      store,
      currency,
      rate: this.rates.get(currency) ?? 1,
      customerId,
      token: customerId ? bearer! : null,
      tokenRejected,
      origin: requestOrigin,
      clientIp: clientKey(origin?.ip)
    };
  }

  /** X-Magento-Cache-Id: differs per store view, currency and customer; not guessable from outside. */
  cacheId(ctx: RequestContext): string {
    return crypto
      .createHash('sha256')
      .update(`${this.secret}|${ctx.store.code}|${ctx.currency}|${ctx.customerId ?? 0}`)
      .digest('hex');
  }
}
