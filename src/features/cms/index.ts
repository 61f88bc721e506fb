// What other features may use of the CMS: blocks by identifier.
export { default as CmsBlock } from './CmsBlock';
