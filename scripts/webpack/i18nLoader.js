// Compiles a react-intl message catalogue (JSON: id -> ICU message) to ASTs at build time, so the
// browser bundle can drop the ICU parser (see the no-parser alias in webpack.config.js).
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function compileMessages(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`i18n: message "${id}" is not a string`);
    compiled[id] = parse(message);
  }
  return `export default ${JSON.stringify(compiled)};`;
};
