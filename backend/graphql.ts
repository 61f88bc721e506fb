import {
  parse, validate, execute, getOperationAST, GraphQLError, type DocumentNode, type GraphQLSchema, type ExecutionResult
} from 'graphql';
import type { Shop, RequestContext } from './shop';
import { MagentoError } from './resolvers/errors';

/** Root fields whose answers depend only on store view, currency and catalogue: cached for GET requests. */
const CACHEABLE = new Set(['storeConfig', 'availableStores', 'currency', 'countries', 'country', 'route', 'categoryList',
  'categories', 'products', 'cmsPage', 'cmsBlocks', '__typename']);
const MAX_ENTRIES = 2000;

interface Prepared { document?: DocumentNode; errors?: readonly GraphQLError[]; cacheable: boolean; operations: Map<string | null, string> }
export interface GraphQLRequest { query?: unknown; variables?: unknown; operationName?: unknown; method: 'GET' | 'POST' }
export interface GraphQLResponse { status: number; body: string }

const serialize = (r: ExecutionResult | { errors: unknown[] }) => JSON.stringify(r);
export const errorBody = (message: string, category = 'graphql-input') =>
  serialize({ errors: [{ message, extensions: { category } }] });

/** Executes GraphQL requests: parse/validate once per query text, answer catalogue GETs from a response cache. */
export class GraphQLEndpoint {
  private readonly prepared = new Map<string, Prepared>();
  private readonly responses = new Map<string, string>();
  private responsesVersion = 0;

  constructor(private readonly schema: GraphQLSchema, private readonly shop: Shop) {}

  private prepare(query: string): Prepared {
    let p = this.prepared.get(query);
    if (p) return p;
    try {
      const document = parse(query);
      const errors = validate(this.schema, document);
      const operations = new Map<string | null, string>();
      let cacheable = true;
      for (const def of document.definitions) {
        if (def.kind !== 'OperationDefinition') continue;
        operations.set(def.name?.value ?? null, def.operation);
        cacheable &&= def.operation === 'query' && def.selectionSet.selections.every((s) => s.kind === 'Field' && CACHEABLE.has(s.name.value));
      }
      p = errors.length ? { errors, cacheable: false, operations } : { document, cacheable, operations };
    } catch (e) {
      p = { errors: [e as GraphQLError], cacheable: false, operations: new Map() };
    }
    if (this.prepared.size >= MAX_ENTRIES) this.prepared.clear();
    this.prepared.set(query, p);
    return p;
  }

  run(req: GraphQLRequest, ctx: RequestContext): GraphQLResponse {
    if (typeof req.query !== 'string' || req.query.trim() === '') return { status: 400, body: errorBody('Syntax Error: Unexpected <EOF>.', 'graphql') };
    let variables = req.variables ?? undefined;
    if (typeof variables === 'string') {
      try { variables = variables === '' ? undefined : JSON.parse(variables); } catch { return { status: 400, body: errorBody('Variables are not valid JSON.') }; }
    }
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return { status: 400, body: errorBody('Variables must be an object.') };
    const operationName = typeof req.operationName === 'string' && req.operationName !== '' ? req.operationName : null;
    const p = this.prepare(req.query);
    if (p.errors) return { status: 200, body: serialize({ errors: p.errors.map((e) => formatError(e, 'graphql')) }) };
    const document = p.document!;
    const op = getOperationAST(document, operationName);
    if (op && op.operation !== 'query' && req.method === 'GET') {
      return { status: 200, body: errorBody('Mutation requests allowed only for POST requests') };
    }
    const key = p.cacheable && req.method === 'GET'
      ? `${ctx.store.code}|${ctx.currency}|${ctx.origin}|${operationName ?? ''}|${JSON.stringify(variables ?? {})}|${req.query}` : null;
    if (key) {
      if (this.responsesVersion !== this.shop.catalogVersion) { this.responses.clear(); this.responsesVersion = this.shop.catalogVersion; }
      const hit = this.responses.get(key);
      if (hit) return { status: 200, body: hit };
    }
    const result = execute({ schema: this.schema, document, variableValues: variables as Record<string, unknown> | undefined, operationName, contextValue: ctx });
    if (result instanceof Promise) throw new Error('resolvers must be synchronous');
    const body = serialize(result.errors ? { ...result, errors: result.errors.map((e) => formatError(e, 'graphql')) } : result);
    if (key && !result.errors) {
      if (this.responses.size >= MAX_ENTRIES) this.responses.clear();
      this.responses.set(key, body);
    }
    return { status: 200, body };
  }
}

/** Magento's shape; anything that is not a client-safe error is masked (and logged) instead of leaking details. */
function formatError(e: GraphQLError, fallback: string) {
  const original = e.originalError;
  const client = !original || original instanceof MagentoError || original instanceof GraphQLError;
  if (!client) console.error('[backend] resolver failed:', original);
  const category = original instanceof MagentoError ? original.category : client ? fallback : 'internal';
  return {
    message: client ? e.message : 'Internal server error',
    ...(e.locations ? { locations: e.locations } : {}), ...(e.path ? { path: e.path } : {}),
    extensions: { category }
  };
}
