import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/** Magento's defaults (di.xml of Magento_GraphQl: queryDepth 20, queryComplexity 300). */
export const MAX_QUERY_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 300;
/** Aliases let one request repeat an expensive field (a product search) many times: few are ever needed. */
export const MAX_ALIASES = 30;
/** graphql's parse() stops after this many tokens, so a huge document costs no more than this to refuse. */
export const MAX_TOKENS = 5000;
/** A query text longer than this is refused before it is parsed. */
export const MAX_QUERY_LENGTH = 32 * 1024;
/** The largest page a list field may be asked for (Magento 2.4.7's graphql/validation/maximum_page_size). */
export const MAX_PAGE_SIZE = 300;
/** Fragment spreads can multiply a small document: complexity is told exactly up to here, beyond as "more than". */
const MAX_VISITS = 10 * MAX_QUERY_COMPLEXITY;

interface Measure {
  depth: number;
  complexity: number;
  aliases: number;
}

const saturated = (n: number) => Math.min(n, MAX_VISITS + 1);

/**
 * Depth (nesting of fields), complexity (every field counted, fragments expanded, as webonyx/graphql-php which Magento
 * uses) and aliases of one operation. It runs before validation, so on documents that may be invalid: each fragment is
 * measured once (a fragment bomb costs its size, not its expansion), a spread of an unknown fragment or of one that
 * spreads itself counts nothing (validation refuses both later).
 */
function measure(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): Measure {
  const measured = new Map<string, Measure>();
  const inProgress = new Set<string>();
  const ofFragment = (name: string): Measure => {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment || inProgress.has(name)) return { depth: 0, complexity: 0, aliases: 0 };
    inProgress.add(name);
    const m = ofSet(fragment.selectionSet);
    inProgress.delete(name);
    measured.set(name, m);
    return m;
  };
  /** Depth counts the levels of fields within the set (1 for a set of leaves). */
  const ofSet = (set: SelectionSetNode): Measure => {
    const m: Measure = { depth: 0, complexity: 0, aliases: 0 };
    for (const selection of set.selections) {
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        const sub = selection.selectionSet ? ofSet(selection.selectionSet) : { depth: 0, complexity: 0, aliases: 0 };
        const aliased = selection.alias && selection.alias.value !== selection.name.value ? 1 : 0;
        inner = { depth: sub.depth + 1, complexity: sub.complexity + 1, aliases: sub.aliases + aliased };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = ofSet(selection.selectionSet);
      } else {
        inner = ofFragment(selection.name.value);
      }
      m.depth = Math.max(m.depth, inner.depth);
      m.complexity = saturated(m.complexity + inner.complexity);
      m.aliases = saturated(m.aliases + inner.aliases);
    }
    return m;
  };
  return ofSet(operation.selectionSet);
}

/**
 * The first limit a parsed document breaks, as a GraphQL error; null when it keeps them all. Cheap (linear in the
 * document), so it runs before validation: an oversized query is refused without paying for validation.
 */
export function checkQueryLimits(document: DocumentNode): GraphQLError | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const m = measure(def, fragments);
    if (m.depth > MAX_QUERY_DEPTH) return new GraphQLError(`Max query depth should be ${MAX_QUERY_DEPTH} but got ${m.depth}.`);
    if (m.complexity > MAX_QUERY_COMPLEXITY) {
      return new GraphQLError(
        `Max query complexity should be ${MAX_QUERY_COMPLEXITY} but got ${m.complexity > MAX_VISITS ? `more than ${MAX_VISITS}` : m.complexity}.`
      );
    }
    if (m.aliases > MAX_ALIASES) return new GraphQLError(`Max aliases should be ${MAX_ALIASES} but got ${m.aliases}.`);
  }
  return null;
}
