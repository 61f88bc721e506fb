// A parsed `.graphql` document in the compact form the SPA's bundle carries (webpack's loader, Jest's transform),
// which src/graphql/expandDocument.ts turns back into the very DocumentNode graphql's parser makes. A document's
// AST as JSON spends most of its bytes on `{"kind":"Field","name":{"kind":"Name","value":…}}` wrappers: here a leaf
// field is its name, a selection set the array of its selections, a variable its `$name`, a type its SDL text.
//
//   document      [definition…]
//   operation     { o: 'query', n?: name, v?: [variable…], d?: [Directive…], s: [selection…] }
//   fragment      { f: name, t: type condition, d?, s }
//   selection     'name' (a field without alias, arguments, directives or selections)
//                 | { n: name, a?: alias, g?: { argument: value }, d?, s? }       a field
//                 | { r: fragment name, d? }                                    a fragment spread
//                 | { t: type condition | null, d?, s }                         an inline fragment
//   variable      'name:Type' (no default, no directives) | a VariableDefinition node
//   value         '$name' (a variable) | a value node
// Directives and other values keep graphql's own node shape.

/** A name of graphql's AST as its text. */
const text = (name) => name.value;

/** A type node as SDL (`[String!]!`). */
function typeText(type) {
  if (type.kind === 'NonNullType') return `${typeText(type.type)}!`;
  if (type.kind === 'ListType') return `[${typeText(type.type)}]`;
  return text(type.name);
}

/** Directives, when there are any. */
const withDirectives = (node, compact) => (node.directives && node.directives.length ? { ...compact, d: node.directives } : compact);

function compactValue(value) {
  return value.kind === 'Variable' ? `$${text(value.name)}` : value;
}

function compactSelections(selectionSet) {
  return selectionSet.selections.map((selection) => {
    if (selection.kind === 'FragmentSpread') return withDirectives(selection, { r: text(selection.name) });
    if (selection.kind === 'InlineFragment') {
      return withDirectives(selection, {
        t: selection.typeCondition ? text(selection.typeCondition.name) : null,
        s: compactSelections(selection.selectionSet)
      });
    }
    const plain = !selection.alias && !selection.arguments.length && !selection.directives.length && !selection.selectionSet;
    if (plain) return text(selection.name);
    const field = { n: text(selection.name) };
    if (selection.alias) field.a = text(selection.alias);
    if (selection.arguments.length) {
      field.g = Object.fromEntries(selection.arguments.map((argument) => [text(argument.name), compactValue(argument.value)]));
    }
    if (selection.selectionSet) field.s = compactSelections(selection.selectionSet);
    return withDirectives(selection, field);
  });
}

function compactVariable(definition) {
  if (definition.defaultValue || definition.directives.length) return definition;
  return `${text(definition.variable.name)}:${typeText(definition.type)}`;
}

function compactDefinition(definition) {
  if (definition.kind === 'FragmentDefinition') {
    return withDirectives(definition, {
      f: text(definition.name),
      t: text(definition.typeCondition.name),
      s: compactSelections(definition.selectionSet)
    });
  }
  if (definition.kind !== 'OperationDefinition') throw new Error(`A ${definition.kind} has no place in an operation document.`);
  const operation = { o: definition.operation };
  if (definition.name) operation.n = text(definition.name);
  if (definition.variableDefinitions.length) operation.v = definition.variableDefinitions.map(compactVariable);
  operation.s = compactSelections(definition.selectionSet);
  return withDirectives(definition, operation);
}

/**
 * @param {import('graphql').DocumentNode} document parsed without locations (scripts/graphql/documentFile.js)
 * @returns {unknown[]} its compact form
 */
function compactDocument(document) {
  return document.definitions.map(compactDefinition);
}

module.exports = { compactDocument };
