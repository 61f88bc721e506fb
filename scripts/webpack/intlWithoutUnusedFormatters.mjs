// Stands in for the formatters of @formatjs/intl the storefront never calls (lists, plural categories, relative
// times, display names) where its createIntl imports them (see webpack.config.js): createIntl puts every formatter
// on each intl object, so webpack cannot leave the unused ones out by itself (0.5 KB gzipped). Jest runs the real
// ones; eslint.config.mjs keeps the SPA from calling these.
function leftOut() {
  throw new Error('This react-intl formatter is left out of the build (webpack.config.js)');
}

export const formatList = leftOut;
export const formatListToParts = leftOut;
export const formatPlural = leftOut;
export const formatRelativeTime = leftOut;
export const formatDisplayName = leftOut;
