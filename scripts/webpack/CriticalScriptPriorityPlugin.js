const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Marks the entry scripts matching `test` (the vendor chunk: the largest script the first render needs) with
 * `fetchpriority="high"`. Deferred scripts are otherwise fetched at low priority, after images and the other
 * requests of the head, and the first screen waits for this one.
 */
class CriticalScriptPriorityPlugin {
  constructor({ test }) {
    this.test = test;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('CriticalScriptPriorityPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('CriticalScriptPriorityPlugin', (data) => {
        for (const tag of data.assetTags.scripts) {
          if (this.test.test(String(tag.attributes.src ?? ''))) tag.attributes.fetchpriority = 'high';
        }
        return data;
      });
    });
  }
}

module.exports = CriticalScriptPriorityPlugin;
