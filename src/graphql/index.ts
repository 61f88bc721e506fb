export { createApolloClient, type StorefrontApolloClient, type ApolloClientOptions } from './client';
export { clearCartDataFromCache, clearCustomerDataFromCache, getCachePersistence } from './persistence';
export { deriveErrorMessage } from './deriveErrorMessage';
export { SKIP_MUTATION_QUEUE } from './links/mutationQueueLink';
