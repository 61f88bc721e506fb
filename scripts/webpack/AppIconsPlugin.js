// Renders the app's PNG icons from one source SVG at build time (home screen, splash, Apple touch icon).
// Maskable variants put the artwork inside the central 80% safe zone on a full-bleed background.
const { readFileSync } = require('node:fs');
const sharp = require('sharp');

const PLUGIN = 'AppIconsPlugin';

class AppIconsPlugin {
  /** @param {{ source: string, background: string, sizes: number[], maskableSizes: number[], appleTouchSize: number }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(this.options.source);
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const svg = readFileSync(this.options.source);
        const icons = await Promise.all([
          ...this.options.sizes.map(async (size) => [`icons/icon-${size}.png`, await this.render(svg, size, false)]),
          ...this.options.maskableSizes.map(async (size) => [`icons/maskable-${size}.png`, await this.render(svg, size, true)]),
          ['icons/apple-touch-icon.png', await this.render(svg, this.options.appleTouchSize, true)]
        ]);
        for (const [name, png] of icons) compilation.emitAsset(name, new RawSource(png));
      });
    });
  }

  async render(svg, size, fullBleed) {
    if (!fullBleed) return sharp(svg, { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
    const artwork = Math.round(size * 0.8);
    const inset = Math.round((size - artwork) / 2);
    const art = await sharp(svg, { density: 384 }).resize(artwork, artwork).png().toBuffer();
    return sharp({ create: { width: size, height: size, channels: 4, background: this.options.background } })
      .composite([{ input: art, left: inset, top: inset }])
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
}

module.exports = AppIconsPlugin;
