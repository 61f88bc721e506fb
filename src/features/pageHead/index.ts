// The page-head API features use: the document title, head tags, and a resolved page's loading, error and not-found views (§2).
export { default as DocumentHead } from './DocumentHead';
export { default as ResolvedPage } from './ResolvedPage';
export { usePageHead, type PageHeadBuilder } from './usePageHead';
export { usePageHeadContext } from './usePageHeadContext';
export { usePageTitle } from './usePageTitle';
