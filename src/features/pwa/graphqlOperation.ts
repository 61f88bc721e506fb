/**
 * Just enough of a GraphQL reader for the service worker to tell which root fields a GET query asks
 * for. The worker must stay small, so it carries this scanner instead of the graphql package. Anything
 * it does not understand yields `null`, which callers treat as "do not cache".
 */

export type OperationType = 'query' | 'mutation' | 'subscription';

export interface OperationSummary {
  type: OperationType;
  name?: string;
  /** Field names (not aliases) selected at the root, including those reached through fragments. */
  rootFields: string[];
}

interface Token {
  kind: 'name' | 'punct' | 'value';
  text: string;
}

const PUNCTUATORS = new Set(['!', '$', '&', '(', ')', ':', '=', '@', '[', ']', '{', '|', '}']);
const OPERATION_TYPES = new Set<string>(['query', 'mutation', 'subscription']);

function tokenize(source: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    if (/[\s,\uFEFF]/.test(char)) {
      i++;
    } else if (char === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i++;
    } else if (char === '"') {
      const quote = source.startsWith('"""', i) ? '"""' : '"';
      let end = i + quote.length;
      while (end < source.length && !source.startsWith(quote, end)) end += source[end] === '\\' ? 2 : 1;
      if (end >= source.length) return null;
      tokens.push({ kind: 'value', text: source.slice(i, end + quote.length) });
      i = end + quote.length;
    } else if (source.startsWith('...', i)) {
      tokens.push({ kind: 'punct', text: '...' });
      i += 3;
    } else if (PUNCTUATORS.has(char)) {
      tokens.push({ kind: 'punct', text: char });
      i++;
    } else {
      const word = /^(?:[_A-Za-z][_0-9A-Za-z]*|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(source.slice(i, i + 256));
      if (!word) return null;
      tokens.push({ kind: /^[_A-Za-z]/.test(word[0]) ? 'name' : 'value', text: word[0] });
      i += word[0].length;
    }
  }
  return tokens;
}

interface Definition {
  kind: 'operation' | 'fragment';
  type: OperationType;
  name?: string;
  /** Index of the `{` that opens the definition's selection set. */
  selectionStart: number;
}

class Reader {
  constructor(readonly tokens: Token[]) {}

  is(index: number, text: string): boolean {
    return this.tokens[index]?.kind !== 'value' && this.tokens[index]?.text === text;
  }

  isName(index: number): boolean {
    return this.tokens[index]?.kind === 'name';
  }

  /** Index just past the bracket that closes the one at `index`, or -1 when unbalanced. */
  skipBalanced(index: number): number {
    const open = this.tokens[index].text;
    const close = open === '(' ? ')' : '}';
    let depth = 0;
    for (let i = index; i < this.tokens.length; i++) {
      if (this.is(i, open)) depth++;
      else if (this.is(i, close) && --depth === 0) return i + 1;
    }
    return -1;
  }

  /** Index just past any directives (`@name(args)`) starting at `index`, or -1 when malformed. */
  skipDirectives(index: number): number {
    let i = index;
    while (this.is(i, '@')) {
      if (!this.isName(i + 1)) return -1;
      i += 2;
      if (this.is(i, '(')) {
        i = this.skipBalanced(i);
        if (i < 0) return -1;
      }
    }
    return i;
  }
}

function readDefinitions(reader: Reader): Definition[] | null {
  const definitions: Definition[] = [];
  let i = 0;
  while (i < reader.tokens.length) {
    let definition: Definition;
    if (reader.is(i, '{')) {
      definition = { kind: 'operation', type: 'query', selectionStart: i };
    } else if (reader.isName(i) && OPERATION_TYPES.has(reader.tokens[i].text)) {
      const type = reader.tokens[i].text as OperationType;
      i++;
      let name: string | undefined;
      if (reader.isName(i)) name = reader.tokens[i++].text;
      if (reader.is(i, '(')) i = reader.skipBalanced(i);
      if (i < 0) return null;
      i = reader.skipDirectives(i);
      if (i < 0 || !reader.is(i, '{')) return null;
      definition = { kind: 'operation', type, name, selectionStart: i };
    } else if (reader.is(i, 'fragment') && reader.isName(i + 1) && reader.is(i + 2, 'on') && reader.isName(i + 3)) {
      const name = reader.tokens[i + 1].text;
      i = reader.skipDirectives(i + 4);
      if (i < 0 || !reader.is(i, '{')) return null;
      definition = { kind: 'fragment', type: 'query', name, selectionStart: i };
    } else {
      return null;
    }
    definitions.push(definition);
    i = reader.skipBalanced(definition.selectionStart);
    if (i < 0) return null;
  }
  return definitions;
}

function collectRootFields(reader: Reader, start: number, fragments: Map<string, Definition>, visiting: Set<string>, fields: string[]): boolean {
  let i = start + 1;
  while (!reader.is(i, '}')) {
    if (i >= reader.tokens.length) return false;
    if (reader.is(i, '...')) {
      i++;
      if (reader.isName(i) && !reader.is(i, 'on')) {
        // A fragment spread: its fields are root fields too.
        const fragment = fragments.get(reader.tokens[i].text);
        if (!fragment) return false;
        if (!visiting.has(fragment.name as string)) {
          visiting.add(fragment.name as string);
          if (!collectRootFields(reader, fragment.selectionStart, fragments, visiting, fields)) return false;
          visiting.delete(fragment.name as string);
        }
        i = reader.skipDirectives(i + 1);
        if (i < 0) return false;
        continue;
      }
      // An inline fragment, with or without a type condition.
      if (reader.is(i, 'on')) {
        if (!reader.isName(i + 1)) return false;
        i += 2;
      }
      i = reader.skipDirectives(i);
      if (i < 0 || !reader.is(i, '{')) return false;
      if (!collectRootFields(reader, i, fragments, visiting, fields)) return false;
      i = reader.skipBalanced(i);
      if (i < 0) return false;
      continue;
    }
    if (!reader.isName(i)) return false;
    let field = reader.tokens[i].text;
    i++;
    if (reader.is(i, ':')) {
      if (!reader.isName(i + 1)) return false;
      field = reader.tokens[i + 1].text;
      i += 2;
    }
    if (reader.is(i, '(')) i = reader.skipBalanced(i);
    if (i < 0) return false;
    i = reader.skipDirectives(i);
    if (i < 0) return false;
    if (reader.is(i, '{')) i = reader.skipBalanced(i);
    if (i < 0) return false;
    fields.push(field);
  }
  return true;
}

/**
 * Reads the operation a request would execute: the one named `operationName`, or the only one in the
 * document. Returns null for documents it cannot read or where the operation is ambiguous.
 */
export function summarizeOperation(source: string, operationName?: string | null): OperationSummary | null {
  const tokens = tokenize(source);
  if (!tokens || tokens.length === 0) return null;
  const reader = new Reader(tokens);
  const definitions = readDefinitions(reader);
  if (!definitions) return null;

  const operations = definitions.filter((definition) => definition.kind === 'operation');
  const operation = operationName
    ? operations.find((candidate) => candidate.name === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return null;

  const fragments = new Map<string, Definition>();
  for (const definition of definitions) {
    if (definition.kind === 'fragment') fragments.set(definition.name as string, definition);
  }
  const rootFields: string[] = [];
  if (!collectRootFields(reader, operation.selectionStart, fragments, new Set(), rootFields)) return null;
  return { type: operation.type, name: operation.name, rootFields };
}
