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
/** Fragment spreads can multiply a small document; counting stops here (far above every limit). */
const MAX_VISITS = 10 * MAX_QUERY_COMPLEXITY;

interface Measure {
  depth: number;
  complexity: number;
  aliases: number;
}

/**
 * Depth (nesting of fields), complexity (every field counted, fragments expanded, as webonyx/graphql-php which Magento
 * uses) and aliases of one validated operation.
 */
function measure(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): Measure {
  const m: Measure = { depth: 0, complexity: 0, aliases: 0 };
  const walk = (set: SelectionSetNode, depth: number) => {
    for (const selection of set.selections) {
      if (m.complexity > MAX_VISITS) return;
      if (selection.kind === Kind.FIELD) {
        m.complexity++;
        if (selection.alias && selection.alias.value !== selection.name.value) m.aliases++;
        m.depth = Math.max(m.depth, depth);
        if (selection.selectionSet) walk(selection.selectionSet, depth + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet, depth);
      }
    }
  };
  walk(operation.selectionSet, 1);
  return m;
}

/** The first limit a validated document breaks, as a GraphQL error; null when it keeps them all. */
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
