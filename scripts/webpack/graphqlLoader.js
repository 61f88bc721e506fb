// Loads a `.graphql` file as its DocumentNode, parsed at build time (scripts/graphql/documentFile.js): unlike
// graphql-tag/loader, without the source text and locations in every document and the helper functions it repeats
// in every module, which the browser would download and never use.
const { readDocumentFile } = require('../graphql/documentFile');

module.exports = function graphqlLoader(source) {
  return `export default ${JSON.stringify(readDocumentFile(this.resourcePath, source, (file) => this.addDependency(file)))};`;
};
