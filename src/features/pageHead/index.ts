// The page-head API features use: the document title, head tags and the not-found page (§2).
export { default as DocumentHead } from './DocumentHead';
export { default as PageNotFound } from './PageNotFound';
export { usePageHead, type PageHeadBuilder } from './usePageHead';
export { usePageHeadContext } from './usePageHeadContext';
export { usePageTitle } from './usePageTitle';
