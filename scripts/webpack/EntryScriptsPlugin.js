const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Orders and prioritises the entry scripts html-webpack-plugin writes into index.html, for the first load:
 * - They are fetched with high priority (`fetchpriority="high"`). The page shows nothing until they run, yet a
 *   deferred script is a low-priority fetch, so on an HTTP/1.1 connection (six per origin) the icons, the web
 *   app manifest and the landing page's images were served first.
 * - The largest (vendor) is requested first and the webpack runtime last: the runtime is small, and chunks that
 *   run before it only queue themselves on the chunk-loading global, which the runtime reads when it starts.
 *   Deferred scripts run in document order, so the app still starts once all three are in.
 */
class EntryScriptsPlugin {
  constructor({ runtimeChunk = 'runtime' } = {}) {
    this.runtimeChunk = runtimeChunk;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('EntryScriptsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('EntryScriptsPlugin', (data) => {
        const isScript = (tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const isRuntime = (tag) => isScript(tag) && tag.attributes.src.split('/').pop().startsWith(`${this.runtimeChunk}.`);
        const scripts = data.assetTags.scripts.map((tag) =>
          isScript(tag) ? { ...tag, attributes: { ...tag.attributes, fetchpriority: 'high' } } : tag
        );
        data.assetTags.scripts = [...scripts.filter((tag) => !isRuntime(tag)), ...scripts.filter(isRuntime)];
        return data;
      });
    });
  }
}

module.exports = EntryScriptsPlugin;
