// One `.graphql` file of the SPA as a parsed DocumentNode, for webpack's loader, Jest's transform and the
// storefront server alike: parsed without source locations (nothing at run time reads them), with the definitions
// of the files it `#import "./fragment.graphql"`s added, each fragment once.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { parse } = require('graphql');

const IMPORT_LINE = /^#import\s+["']([^"']+)["']\s*$/gm;

/** The definitions of `source` followed by those of the files it imports (each file once, depth first). */
function collectDefinitions(file, source, seen, addDependency) {
  const definitions = [...parse(source, { noLocation: true }).definitions];
  for (const [, imported] of source.matchAll(IMPORT_LINE)) {
    const importedFile = path.resolve(path.dirname(file), imported);
    if (seen.has(importedFile)) continue;
    seen.add(importedFile);
    addDependency(importedFile);
    definitions.push(...collectDefinitions(importedFile, readFileSync(importedFile, 'utf8'), seen, addDependency));
  }
  return definitions;
}

/**
 * @param {string} file absolute path of the `.graphql` file
 * @param {string} [source] its text, when already read
 * @param {(file: string) => void} [addDependency] told of every imported file
 * @returns {import('graphql').DocumentNode}
 */
function readDocumentFile(file, source = readFileSync(file, 'utf8'), addDependency = () => undefined) {
  const named = new Set();
  const definitions = collectDefinitions(file, source, new Set([file]), addDependency).filter((definition) => {
    if (definition.kind !== 'FragmentDefinition') return true;
    if (named.has(definition.name.value)) return false; // imported along two paths
    named.add(definition.name.value);
    return true;
  });
  return { kind: 'Document', definitions };
}

module.exports = { readDocumentFile };
