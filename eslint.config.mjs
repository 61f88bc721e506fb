import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The house's import arrows (docs/ARCHITECTURE.md "The arrows"): lib and components know nothing of features; a feature uses
// lib, components, graphql, rest and store, and reaches another feature only through its index.ts; app wires
// features together; backend/ imports nothing from src/ or server/, and server/ mounts backend/ by its entry and
// reads the SPA through its page-type table.
const layers = ['lib', 'components', 'graphql', 'rest', 'store'];
const architecture = {
  files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'backend/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'boundaries/include': ['src/**', 'server/**', 'backend/**', 'i18n/**'],
    'boundaries/elements': [
      { type: 'app', pattern: 'src/app' },
      { type: 'feature', pattern: 'src/features/*', capture: ['featureName'] },
      { type: 'lib', pattern: 'src/lib' },
      { type: 'components', pattern: 'src/components' },
      { type: 'graphql', pattern: 'src/graphql' },
      { type: 'rest', pattern: 'src/rest' },
      { type: 'store', pattern: 'src/store' },
      { type: 'types', pattern: 'src/types' },
      { type: 'i18n', pattern: 'i18n' },
      { type: 'server', pattern: 'server' },
      { type: 'backend', pattern: 'backend' }
    ],
    // Tests and their harnesses assemble the whole app to drive it as a shopper does, so in src/ and server/
    // they may import any part; the arrows hold for the code that ships.
    'boundaries/files': [{ category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/*.testing.{ts,tsx}'] }]
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          { from: { element: { type: 'app' } }, allow: { to: { element: { type: ['app', 'feature', 'i18n', 'types', ...layers] } } } },
          {
            from: { element: { type: 'feature' } },
            allow: [
              { to: { element: { type: ['i18n', 'types', ...layers] } } },
              { to: { element: { type: 'feature', captured: { featureName: '{{ from.element.captured.featureName }}' } } } },
              { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } }
            ]
          },
          { from: { element: { type: 'store' } }, allow: { to: { element: { type: ['store', 'lib', 'graphql', 'rest'] } } } },
          { from: { element: { type: 'graphql' } }, allow: { to: { element: { type: ['graphql', 'lib', 'rest'] } } } },
          { from: { element: { type: 'rest' } }, allow: { to: { element: { type: ['rest', 'lib'] } } } },
          { from: { element: { type: 'components' } }, allow: { to: { element: { type: ['components', 'lib'] } } } },
          { from: { element: { type: 'lib' } }, allow: { to: { element: { type: 'lib' } } } },
          // The server sees the SPA through its page-type tables (src/app/pageData.ts, pure) and the page-data
          // plumbing of lib, graphql and components; never a feature's or the app's internals.
          { from: { element: { type: 'server' } }, allow: { to: { element: { type: ['server', 'i18n', 'lib', 'graphql', 'components'] } } } },
          { from: { element: { type: 'server' } }, allow: { to: { element: { type: 'app', fileInternalPath: 'pageData.ts' } } } },
          { from: { element: { type: 'server' } }, allow: { to: { element: { type: 'backend', fileInternalPath: 'index.ts' } } } },
          { from: { element: { type: 'backend' } }, allow: { to: { element: { type: 'backend' } } } },
          {
            from: { element: { type: ['app', 'feature', 'server', 'types', 'i18n', ...layers] }, file: { categories: 'test' } },
            allow: { to: { element: { type: ['app', 'feature', 'server', 'backend', 'types', 'i18n', ...layers] } } }
          }
        ]
      }
    ]
  }
};

// The intl formatters scripts/webpack/intlWithoutUnusedFormatters.mjs leaves out of the bundle (they would throw there).
const INTL_LEFT_OUT = 'This react-intl formatter is left out of the bundle (scripts/webpack/intlWithoutUnusedFormatters.mjs).';

export default tseslint.config(
  { ignores: ['dist/', 'var/', 'coverage/', 'node_modules/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules
    }
  },
  {
    files: ['server/**/*.ts', 'backend/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '*.js', '*.mjs'],
    languageOptions: { globals: { ...globals.node } }
  },
  {
    // Playwright fixtures without dependencies are declared with an empty pattern.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' }
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  architecture,
  {
    // Test helpers (`*.testing.ts(x)`) assemble fakes and whole apps: code that ships must not pull them into the bundle.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.testing.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/*.testing'], message: 'Test helpers are for tests only.' }],
          // react-intl's own would pull its index module and every <Formatted…> component into the page.
          paths: [
            {
              name: 'react-intl',
              importNames: ['defineMessage', 'defineMessages'],
              message: 'Use defineMessage(s) from src/lib/messageDescriptors.'
            },
            {
              name: 'react-intl',
              importNames: ['FormattedList', 'FormattedListParts', 'FormattedPlural', 'FormattedRelativeTime', 'FormattedDisplayName'],
              message: INTL_LEFT_OUT
            }
          ]
        }
      ]
    }
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.testing.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['formatList', 'formatListToParts', 'formatPlural', 'formatRelativeTime', 'formatDisplayName'].map((property) => ({
          property,
          message: INTL_LEFT_OUT
        }))
      ]
    }
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off'
    }
  }
);
