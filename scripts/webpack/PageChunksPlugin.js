/**
 * Writes `page-chunks.json`: for each named lazily loaded chunk group (a root page such as `product`), the
 * scripts and styles it needs beyond the entry point. The storefront server reads it to preload a landing
 * page's chunk in the first HTML, so it does not wait for the app to start and ask for it.
 */
class PageChunksPlugin {
  constructor({ filename = 'page-chunks.json' } = {}) {
    this.filename = filename;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '/' : compilation.outputOptions.publicPath || '/';
        const initial = new Set();
        for (const entry of compilation.entrypoints.values()) for (const file of entry.getFiles()) initial.add(file);
        const pages = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (compilation.entrypoints.has(name)) continue;
          const files = group.getFiles().filter((file) => /\.(js|css)$/.test(file) && !initial.has(file));
          if (files.length) pages[name] = files.map((file) => publicPath + file);
        }
        compilation.emitAsset(this.filename, new sources.RawSource(JSON.stringify(pages, null, 2)));
      });
    });
  }
}

module.exports = PageChunksPlugin;
