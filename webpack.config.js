const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const AppIconsPlugin = require('./scripts/webpack/AppIconsPlugin');
const PageChunksPlugin = require('./scripts/webpack/PageChunksPlugin');
const CriticalScriptPriorityPlugin = require('./scripts/webpack/CriticalScriptPriorityPlugin');
const { readFileSync } = require('node:fs');

const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/;
/** The shop's icon: the tab's icon (inline in the HTML) and the source of the app icons. */
const FAVICON_SVG = path.resolve(__dirname, 'public/favicon.svg');

/**
 * Swaps one import of a library module for a stand-in from scripts/webpack, for code the storefront never runs or
 * a smaller equivalent. If the library's internals change, the import no longer matches and the budget shows the
 * bytes coming back.
 */
function replaceImport(request, issuer, standIn) {
  return new webpack.NormalModuleReplacementPlugin(request, (resource) => {
    if (issuer.test(resource.contextInfo?.issuer ?? '')) resource.request = path.resolve(__dirname, 'scripts/webpack', standIn);
  });
}

module.exports = (env = {}, argv) => {
  const production = argv.mode !== 'development';
  const cssLoaders = (modules) => [
    production ? MiniCssExtractPlugin.loader : 'style-loader',
    {
      loader: 'css-loader',
      options: {
        importLoaders: 0,
        modules: modules
          ? {
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: production ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:4]'
            }
          : false
      }
    }
  ];

  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      // Lazy chunks' hashes are shorter: every page's runtime carries a map of them (8 hex digits tell versions apart).
      chunkFilename: production ? 'static/js/[id].[contenthash:8].js' : 'static/js/[name].js',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      // `--env hashSalt=…` gives every hashed file a new name, as a release changing every chunk would (the update e2e test).
      ...(env.hashSalt ? { hashSalt: String(env.hashSalt) } : {}),
      clean: true
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // Messages are precompiled by scripts/webpack/i18nLoader.js, so the runtime parser is dead weight.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/lib/no-parser.js'
      }
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        { test: /\.module\.css$/, use: cssLoaders(true) },
        { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoaders(false) },
        { test: /\.graphql$/, exclude: /node_modules/, use: path.resolve(__dirname, 'scripts/webpack/graphqlLoader.js') },
        {
          test: /\.json$/,
          include: path.resolve(__dirname, 'i18n'),
          type: 'javascript/auto',
          use: path.resolve(__dirname, 'scripts/webpack/i18nLoader.js')
        },
        { test: /\.(png|jpe?g|svg|webp|woff2)$/, type: 'asset/resource' },
        // react-intl's module that holds its context also defines injectIntl (unused here), which imports this CommonJS
        // package; undeclared, webpack keeps it (and react-is, 1 KB gzipped together) for side effects it does not have.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }
      ]
    },
    plugins: [
      new webpack.DefinePlugin({
        // Strips Apollo Client 3's development-only branches.
        'globalThis.__DEV__': JSON.stringify(!production),
        // Which deploy a tab runs (support, and the update e2e test); the package version unless the release sets one.
        'process.env.STOREFRONT_BUILD_ID': JSON.stringify(process.env.STOREFRONT_BUILD_ID || require('./package.json').version)
      }),
      // ApolloClient imports HttpLink only to build one from a `uri` option, which the storefront never passes: the
      // HTTP link is part of the link chain's network chunk (src/graphql/links), and would otherwise ride in the entry.
      replaceImport(/^\.\.\/link\/http\/index\.js$/, /@apollo[\\/]client[\\/]core[\\/]ApolloClient\.js$/, 'apolloClientWithoutHttpLink.mjs'),
      // Data masking runs only for a client made with `dataMasking: true`; ours is not, and the code is 1 KB of vendor.
      replaceImport(/^\.\/mask(Fragment|Operation)\.js$/, /@apollo[\\/]client[\\/]masking[\\/]index\.js$/, 'apolloWithoutDataMasking.mjs'),
      // graphql's visitor describes a value that is not a node (in an error) with a describer of any value.
      replaceImport(/^\.\.\/jsutils\/inspect\.mjs$/, /graphql[\\/]language[\\/]visitor\.mjs$/, 'graphqlInspect.mjs'),
      // createIntl puts every formatter on the intl object; lists, plurals, relative times and display names go unused.
      replaceImport(
        /^\.\/(list|plural|relativeTime|displayName)$/,
        /@formatjs[\\/]intl[\\/]lib[\\/]src[\\/]create-intl\.js$/,
        'intlWithoutUnusedFormatters.mjs'
      ),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        scriptLoading: 'defer',
        // The tab's icon inside the page: a request for it would hold one of the browser's six connections while
        // the scripts of the first screen wait for one. Search engines take the apple-touch-icon (a PNG file).
        templateParameters: { faviconHref: `data:image/svg+xml,${encodeURIComponent(readFileSync(FAVICON_SVG, 'utf8').trim())}` }
      }),
      new CriticalScriptPriorityPlugin({ test: /\/vendor(\.[^/]*)?\.js$/ }),
      new PageChunksPlugin(),
      new AppIconsPlugin({
        source: FAVICON_SVG,
        background: '#1f2937',
        sizes: [192, 512],
        maskableSizes: [192, 512],
        appleTouchSize: 180
      }),
      new CopyPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }]
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: 'static/css/[name].[contenthash:10].css',
              // Named by content alone: a stylesheet several lazy chunks carry is one file, fetched and cached once.
              chunkFilename: 'static/css/[contenthash:10].css'
            }),
            new InjectManifest({
              swSrc: './src/sw.ts',
              swDest: 'sw.js',
              // The shell: markup, scripts, styles and the manifest; images are cached at run time.
              include: [/\.(js|css|html|webmanifest)$/],
              exclude: [/\.LICENSE\.txt$/],
              maximumFileSizeToCacheInBytes: 4 * 1024 * 1024
            }),
            new CompressionPlugin({ test: compressible, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
            new CompressionPlugin({ test: compressible, algorithm: 'brotliCompress', filename: '[path][base].br', threshold: 1024 })
          ]
        : [])
    ],
    optimization: {
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        // One chunk per route rather than a route chunk plus a shared one: a landing makes fewer requests.
        minSize: 30000,
        cacheGroups: {
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: -5 }
        }
      },
      minimizer: [
        new TerserPlugin({
          extractComments: false,
          terserOptions: { ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }
        }),
        new CssMinimizerPlugin()
      ]
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT || 8080),
      host: process.env.HOST || '127.0.0.1',
      // Catalogue URLs end in .html and are SPA routes too.
      historyApiFallback: { disableDotRule: true },
      hot: false,
      client: { overlay: { warnings: false } },
      proxy: [
        {
          context: ['/graphql', '/rest', '/media'],
          target: process.env.DEV_API_URL || 'http://127.0.0.1:8090'
        }
      ]
    }
  };
};
