export { createRestClient, type RestClient, type RestClientOptions, type RestRequestOptions } from './restClient';
export { RestError, type RestErrorBody } from './RestError';
