export type RouteType = 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE';

export interface ResolvedRoute {
  relative_url: string | null;
  redirect_code: number;
  type: RouteType | null;
  uid?: string;
  url_key?: string | null;
  identifier?: string | null;
}

export interface ResolveUrlData {
  route: ResolvedRoute | null;
}
