// Two environments: the SPA runs under jsdom; the server and the embedded backend under Node.
// ESM-only packages that Jest's CommonJS runtime must have compiled (cookie: used by fastify.inject;
// apollo3-cache-persist: the SPA imports its ES modules one by one).
const esmPackages = ['react-intl', '@formatjs', 'intl-messageformat', 'dompurify', 'cookie', 'apollo3-cache-persist'].join('|');

const shared = {
  transform: {
    '^.+\\.[jt]sx?$': 'babel-jest',
    '^.+\\.graphql$': '<rootDir>/scripts/jest/graphqlTransform.js'
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' }
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      // Shopper-paced interactions (user-event) on a busy 2-core CI machine need more than the 5 s default.
      testTimeout: 20000,
      roots: ['<rootDir>/src'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setupDom.ts']
    },
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/backend', '<rootDir>/scripts']
    }
  ]
};
