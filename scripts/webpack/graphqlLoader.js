// Loads a `.graphql` file as its DocumentNode, parsed at build time (scripts/graphql/documentFile.js) and shipped in
// the compact form of scripts/graphql/compactDocument.js, which src/graphql/expandDocument.ts expands when the
// module loads: unlike graphql-tag/loader, without the source text and locations in every document, and at about
// half the bytes of the AST itself.
const path = require('node:path');
const { compactDocument } = require('../graphql/compactDocument');
const { readDocumentFile } = require('../graphql/documentFile');

const EXPAND_DOCUMENT = path.resolve(__dirname, '../../src/graphql/expandDocument.ts');

module.exports = function graphqlLoader(source) {
  const document = readDocumentFile(this.resourcePath, source, (file) => this.addDependency(file));
  return `import { expandDocument } from ${JSON.stringify(EXPAND_DOCUMENT)};\nexport default expandDocument(${JSON.stringify(compactDocument(document))});`;
};
