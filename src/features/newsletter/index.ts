// What the app shell uses of the newsletter feature.
export { default as DeferredNewsletterBlock } from './DeferredNewsletterBlock';
