// The category root page's chunk: the page, and the data prefetch the URL resolver starts with it.
export { default } from './CategoryPage';
export { prefetchCategoryData as prefetchData } from './prefetchCategoryData';
