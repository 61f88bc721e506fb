// One Babel setup for webpack (browsers) and Jest (the running Node).
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest ? { targets: { node: 'current' } } : { targets: 'defaults and supports es6-module', bugfixes: true, modules: false }
      ],
      ['@babel/preset-react', { runtime: 'automatic' }],
      ['@babel/preset-typescript', { allowDeclareFields: true }]
    ],
    // English is the code's own default messages, compiled to ASTs here (browsers have no message parser; see
    // the no-parser alias in webpack.config.js): the English store view loads no catalogue before rendering.
    // Jest keeps them as written (its react-intl has the parser). knip.json names the plugin: knip does not
    // see a plugin that depends on the environment.
    plugins: isTest ? [] : [['babel-plugin-formatjs', { ast: true }]]
  };
};
