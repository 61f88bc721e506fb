export interface CmsPageData {
  identifier: string | null;
  url_key: string | null;
  title: string | null;
  content_heading: string | null;
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

export interface GetCmsPageResult {
  cmsPage: CmsPageData | null;
}

export interface GetCmsBlocksResult {
  cmsBlocks: { items: Array<{ identifier: string | null; title: string | null; content: string | null } | null> | null } | null;
}
