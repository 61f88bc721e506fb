// Jest transform for .graphql files: the same build-time parse and compact form as webpack's loader
// (scripts/webpack/graphqlLoader.js), so the SPA's tests run the documents the bundle carries.
const path = require('node:path');
const { compactDocument } = require('../graphql/compactDocument');
const { readDocumentFile } = require('../graphql/documentFile');

const EXPAND_DOCUMENT = path.resolve(__dirname, '../../src/graphql/expandDocument.ts');

module.exports = {
  process(source, file) {
    const compact = JSON.stringify(compactDocument(readDocumentFile(file, source)));
    return { code: `module.exports = require(${JSON.stringify(EXPAND_DOCUMENT)}).expandDocument(${compact});` };
  }
};
