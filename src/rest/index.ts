export { createRestClient, type RestClient } from './restClient';
export { RestError } from './RestError';
