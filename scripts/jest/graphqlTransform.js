// Jest transform for .graphql files: the same build-time parse as webpack's loader (CommonJS for Jest's runtime).
const loader = require('@graphql-tools/webpack-loader').default;

module.exports = {
  process(source) {
    return { code: loader.call({ cacheable() {}, query: { importHelpers: true } }, source) };
  }
};
