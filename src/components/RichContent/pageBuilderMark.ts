/** Markup written by Magento's Page Builder: its elements name their content type. */
const PAGE_BUILDER_MARK = /\sdata-content-type=/;

export const isPageBuilderMarkup = (markup: string) => PAGE_BUILDER_MARK.test(markup);
