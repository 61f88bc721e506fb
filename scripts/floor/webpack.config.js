// The floor page's build (scripts/floor/floorPage.tsx): the storefront's own webpack setup with another entry, into
// the directory given by `--env out=…`. Used by `npm run lighthouse -- --floor`.
const path = require('node:path');
const storefrontConfig = require('../../webpack.config.js');

module.exports = (env = {}, argv = {}) => {
  if (!env.out) throw new Error('scripts/floor/webpack.config.js: pass the output directory as --env out=DIR');
  const config = storefrontConfig(env, argv);
  return { ...config, entry: { main: path.resolve(__dirname, 'floorPage.tsx') }, output: { ...config.output, path: path.resolve(env.out) } };
};
