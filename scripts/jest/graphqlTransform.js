// Jest transform for .graphql files: the same build-time parse that webpack's graphql-tag/loader does.
const loader = require('graphql-tag/loader');

module.exports = {
  process(source) {
    return { code: loader.call({ cacheable() {} }, source) };
  }
};
