// Stands in for `@apollo/client/link/http` where ApolloClient imports it (see webpack.config.js): ApolloClient
// builds an HttpLink only from a `uri` option, which the storefront never passes (it hands over its own link chain,
// whose HTTP part loads as its own chunk).
export class HttpLink {
  constructor() {
    throw new Error('Pass a link, not a uri');
  }
}
