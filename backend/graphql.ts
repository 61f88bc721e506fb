import crypto from 'node:crypto';
import {
  parse,
  validate,
  execute,
  print,
  getOperationAST,
  specifiedRules,
  NoSchemaIntrospectionCustomRule,
  GraphQLError,
  type DocumentNode,
  type GraphQLSchema,
  type ExecutionResult,
  type OperationDefinitionNode
} from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Shop, RequestContext } from './shop';
import { MagentoError } from './domain/errors';
import { isCacheableRootField } from './resolvers/rootFields';
import { checkQueryLimits, MAX_QUERY_LENGTH, MAX_TOKENS } from './graphqlLimits';

/** Memory budgets of the caches, counted in (estimated) bytes, so a flood of large documents cannot grow them. */
export const PREPARED_CACHE_BYTES = 16 * 1024 * 1024;
export const RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;
/** Refused query texts (syntax, limits, validation) and their answers: a refusal sent again costs a look-up. */
export const REFUSED_CACHE_BYTES = 4 * 1024 * 1024;
/** JavaScript strings take two bytes per character. */
const bytesOf = (text: string) => text.length * 2;

interface Prepared {
  document: DocumentNode;
  cacheable: boolean;
  /** Hash of the printed document: the same operation written with other spacing or comments shares cache entries. */
  normalisedKey: string;
}
/** A refused text's answer, as sent (the errors' own objects would keep the whole syntax tree alive in the cache). */
type Preparation = Prepared | { refusal: string };
export interface GraphQLRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  method: 'GET' | 'POST';
}
export interface GraphQLResponse {
  status: number;
  body: string;
}
export interface GraphQLEndpointOptions {
  /** Answer __schema/__type queries (development); off, they are refused as Magento does in production mode. */
  introspection: boolean;
}

const serialize = (r: ExecutionResult | { errors: unknown[] }) => JSON.stringify(r);
export const errorBody = (message: string, category = 'graphql-input') => serialize({ errors: [{ message, extensions: { category } }] });

const refusal = (errors: readonly GraphQLError[]): Preparation => ({ refusal: serialize({ errors: errors.map((e) => formatError(e, 'graphql')) }) });

/** Only the variables the operation declares take part in its response cache key. */
function declaredVariables(op: OperationDefinitionNode, variables: Record<string, unknown> | undefined) {
  const used: Record<string, unknown> = {};
  for (const v of op.variableDefinitions ?? []) {
    const name = v.variable.name.value;
    if (variables && name in variables) used[name] = variables[name];
  }
  return used;
}

/**
 * Executes GraphQL requests: parse (token-limited), check depth/complexity/aliases and validate once per query text,
 * answer catalogue GETs from a response cache. The prepared and response caches hold only valid documents; refused
 * texts are remembered apart with their answer. All three are LRUs bounded in bytes.
 */
export class GraphQLEndpoint {
  readonly prepared = new LRUCache<string, Prepared>({
    maxSize: PREPARED_CACHE_BYTES,
    // The syntax tree (with locations) weighs about as much as its JSON form, plus the query text as the key.
    sizeCalculation: (p, query) => bytesOf(query) + bytesOf(JSON.stringify(p.document))
  });
  readonly responses = new LRUCache<string, string>({
    maxSize: RESPONSE_CACHE_BYTES,
    maxEntrySize: RESPONSE_CACHE_BYTES / 16,
    sizeCalculation: (body, key) => bytesOf(key) + bytesOf(body)
  });
  readonly refused = new LRUCache<string, string>({
    maxSize: REFUSED_CACHE_BYTES,
    sizeCalculation: (body, query) => bytesOf(query) + bytesOf(body)
  });
  private responsesVersion = '';
  private readonly rules;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly shop: Shop,
    options: GraphQLEndpointOptions = { introspection: true }
  ) {
    this.rules = options.introspection ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];
  }

  private prepare(query: string): Preparation {
    const cached = this.prepared.get(query);
    if (cached) return cached;
    if (query.length > MAX_QUERY_LENGTH) {
      return refusal([new GraphQLError(`The query is too large: at most ${MAX_QUERY_LENGTH} characters are allowed.`)]);
    }
    const refused = this.refused.get(query);
    if (refused !== undefined) return { refusal: refused };
    const preparation = this.prepareAnew(query);
    if ('refusal' in preparation) this.refused.set(query, preparation.refusal);
    else this.prepared.set(query, preparation);
    return preparation;
  }

  /** Parse (token-limited), then the limits (cheap), then validation (the costly part, paid once per accepted text). */
  private prepareAnew(query: string): Preparation {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: MAX_TOKENS });
    } catch (e) {
      return refusal([e as GraphQLError]);
    }
    const limit = checkQueryLimits(document);
    if (limit) return refusal([limit]);
    const errors = validate(this.schema, document, this.rules);
    if (errors.length) return refusal(errors);
    let cacheable = true;
    for (const def of document.definitions) {
      if (def.kind !== 'OperationDefinition') continue;
      cacheable &&= def.operation === 'query' && def.selectionSet.selections.every((s) => s.kind === 'Field' && isCacheableRootField(s.name.value));
    }
    return { document, cacheable, normalisedKey: crypto.createHash('sha256').update(print(document)).digest('base64url') };
  }

  async run(req: GraphQLRequest, ctx: RequestContext): Promise<GraphQLResponse> {
    if (typeof req.query !== 'string' || req.query.trim() === '')
      return { status: 400, body: errorBody('Syntax Error: Unexpected <EOF>.', 'graphql') };
    let variables = req.variables ?? undefined;
    if (typeof variables === 'string') {
      try {
        variables = variables === '' ? undefined : JSON.parse(variables);
      } catch {
        return { status: 400, body: errorBody('Variables are not valid JSON.') };
      }
    }
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
      return { status: 400, body: errorBody('Variables must be an object.') };
    const variableValues = (variables ?? undefined) as Record<string, unknown> | undefined;
    const operationName = typeof req.operationName === 'string' && req.operationName !== '' ? req.operationName : null;
    const p = this.prepare(req.query);
    if ('refusal' in p) return { status: 200, body: p.refusal };
    const { document } = p;
    const op = getOperationAST(document, operationName);
    if (op && op.operation !== 'query' && req.method === 'GET') {
      return { status: 200, body: errorBody('Mutation requests allowed only for POST requests') };
    }
    const key =
      op && p.cacheable && req.method === 'GET'
        ? `${ctx.store.code}|${ctx.currency}|${ctx.origin}|${operationName ?? ''}|${JSON.stringify(declaredVariables(op, variableValues))}|${p.normalisedKey}`
        : null;
    if (key) {
      // Stock is also written by other processes on the same database (STOREFRONT_WORKERS): its revision is shared.
      const version = `${this.shop.catalogVersion}|${this.shop.data.catalog.stockRevision()}`;
      if (this.responsesVersion !== version) {
        this.responses.clear();
        this.responsesVersion = version;
      }
      const hit = this.responses.get(key);
      if (hit) return { status: 200, body: hit };
    }
    // Resolvers are synchronous except where they wait for password hashing (off the event loop).
    const result = await execute({ schema: this.schema, document, variableValues, operationName, contextValue: ctx });
    const body = serialize(result.errors ? { ...result, errors: result.errors.map((e) => formatError(e, 'graphql')) } : result);
    if (key && !result.errors) this.responses.set(key, body);
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
    ...(e.locations ? { locations: e.locations } : {}),
    ...(e.path ? { path: e.path } : {}),
    extensions: { category }
  };
}
