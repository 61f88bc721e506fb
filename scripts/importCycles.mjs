#!/usr/bin/env node
// `npm run lint` (via this script): fails when the TypeScript files of src/, server/ or backend/ import each other
// in a cycle. Type-only imports count (a type cycle still ties two modules together, and becomes a run-time one
// with the first value import); dynamic `import()` edges do not: the module they load is evaluated after its
// importer has finished, so a lazily loaded chunk may use the code that loaded it.
// `--root DIR` checks another tree laid out the same way (scripts/architecture.test.ts plants cycles in one).
import { parseCircular, parseDependencyTree } from 'dpdm';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const PARTS = ['src', 'server', 'backend'];

const { values } = parseArgs({ options: { root: { type: 'string', default: join(import.meta.dirname, '..') } } });
const root = resolve(values.root);
const entries = PARTS.map((part) => join(root, part, '**/*.{ts,tsx}'));
const tree = await parseDependencyTree(entries, {
  context: root,
  transform: false,
  skipDynamicImports: false,
  exclude: /node_modules|\.graphql\.d\.ts$|\.generated\.ts$/
});
const cycles = parseCircular(tree, true);

if (cycles.length) {
  console.error(`Import cycles (${cycles.length}): break each one (a type of its own, an event instead of a call back, …)`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].map((file) => relative(root, resolve(root, file))).join(' -> ')}`);
  process.exit(1);
}
console.log(`No import cycles in ${PARTS.join('/, ')}/ (${Object.keys(tree).length} modules).`);
