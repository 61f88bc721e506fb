import type {
  ArgumentNode,
  DefinitionNode,
  DirectiveNode,
  DocumentNode,
  NameNode,
  SelectionSetNode,
  TypeNode,
  ValueNode,
  VariableDefinitionNode
} from 'graphql';

// The SPA's `.graphql` documents reach the bundle in a compact form (scripts/graphql/compactDocument.js describes
// it), about half the bytes of their AST; each is expanded once, when its module loads, into the DocumentNode
// graphql's parser makes, so Apollo sees no difference. Kinds are written out as strings: graphql's Kind enum
// would bring its module into the first load.

type CompactSelection = string | CompactField | { r: string; d?: DirectiveNode[] } | CompactInlineFragment;
interface CompactField {
  n: string;
  a?: string;
  g?: Record<string, string | ValueNode>;
  d?: DirectiveNode[];
  s?: CompactSelection[];
}
interface CompactInlineFragment {
  t: string | null;
  d?: DirectiveNode[];
  s: CompactSelection[];
}
type CompactDefinition =
  | { o: 'query' | 'mutation' | 'subscription'; n?: string; v?: (string | VariableDefinitionNode)[]; d?: DirectiveNode[]; s: CompactSelection[] }
  | { f: string; t: string; d?: DirectiveNode[]; s: CompactSelection[] };

const name = (value: string): NameNode => ({ kind: 'Name', value }) as NameNode;

const namedType = (type: string) => ({ kind: 'NamedType', name: name(type) }) as TypeNode;

/** A type from its SDL text (`[String!]!`). */
function typeNode(text: string): TypeNode {
  if (text.endsWith('!')) return { kind: 'NonNullType', type: typeNode(text.slice(0, -1)) } as TypeNode;
  if (text.startsWith('[')) return { kind: 'ListType', type: typeNode(text.slice(1, -1)) } as TypeNode;
  return namedType(text);
}

const variable = (text: string) => ({ kind: 'Variable', name: name(text) }) as ValueNode;

function selectionSet(selections: CompactSelection[]): SelectionSetNode {
  return {
    kind: 'SelectionSet',
    selections: selections.map((selection) => {
      if (typeof selection === 'string') return { kind: 'Field', name: name(selection), arguments: [], directives: [] };
      if ('r' in selection) return { kind: 'FragmentSpread', name: name(selection.r), directives: selection.d ?? [] };
      if ('t' in selection) {
        return {
          kind: 'InlineFragment',
          typeCondition: selection.t === null ? undefined : namedType(selection.t),
          directives: selection.d ?? [],
          selectionSet: selectionSet(selection.s)
        };
      }
      const args = Object.entries(selection.g ?? {}).map(
        ([argument, value]): ArgumentNode =>
          ({ kind: 'Argument', name: name(argument), value: typeof value === 'string' ? variable(value.slice(1)) : value }) as ArgumentNode
      );
      return {
        kind: 'Field',
        alias: selection.a === undefined ? undefined : name(selection.a),
        name: name(selection.n),
        arguments: args,
        directives: selection.d ?? [],
        selectionSet: selection.s && selectionSet(selection.s)
      };
    })
  } as SelectionSetNode;
}

function variableDefinition(compact: string | VariableDefinitionNode): VariableDefinitionNode {
  if (typeof compact !== 'string') return compact;
  const colon = compact.indexOf(':');
  return {
    kind: 'VariableDefinition',
    variable: variable(compact.slice(0, colon)),
    type: typeNode(compact.slice(colon + 1)),
    directives: []
  } as unknown as VariableDefinitionNode;
}

function definition(compact: CompactDefinition): DefinitionNode {
  if ('f' in compact) {
    return {
      kind: 'FragmentDefinition',
      name: name(compact.f),
      typeCondition: namedType(compact.t),
      directives: compact.d ?? [],
      selectionSet: selectionSet(compact.s)
    } as DefinitionNode;
  }
  return {
    kind: 'OperationDefinition',
    operation: compact.o,
    name: compact.n === undefined ? undefined : name(compact.n),
    variableDefinitions: (compact.v ?? []).map(variableDefinition),
    directives: compact.d ?? [],
    selectionSet: selectionSet(compact.s)
  } as DefinitionNode;
}

/** The DocumentNode of a compact document (what a `.graphql` module exports). */
export function expandDocument(definitions: CompactDefinition[]): DocumentNode {
  return { kind: 'Document', definitions: definitions.map(definition) } as DocumentNode;
}
