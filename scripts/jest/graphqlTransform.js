// Jest transform for .graphql files: the same build-time parse as webpack's loader (scripts/graphql/documentFile.js).
const { readDocumentFile } = require('../graphql/documentFile');

module.exports = {
  process(source, file) {
    return { code: `module.exports = ${JSON.stringify(readDocumentFile(file, source))};` };
  }
};
