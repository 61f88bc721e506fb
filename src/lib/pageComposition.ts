import type { ResultOf, TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import type { BackendBaseUrls } from './backendUrls';
import type { PageHead, PageHeadContext } from './pageHead';

// The terms a page type's first-HTML composition is written in (src/app/pageData.ts and the features' pageData.ts),
// shared with the storefront server that runs it. Pure: the server and the tables' tests load it without React,
// CSS or the SPA's GraphQL loader.

/**
 * One of the SPA's .graphql documents, named by its path from the repository root and typed by the module
 * generated beside it: the server reads the file itself (server/pages/documents.ts), as it cannot import it.
 */
export interface DocumentRef<TData, TVariables> {
  readonly path: string;
  /** Never set: only carries the answer's and the variables' types. */
  readonly types?: { data: TData; variables: TVariables };
}

export function documentRef<Document extends TypedDocumentNode<unknown, never>>(
  path: string
): DocumentRef<ResultOf<Document>, VariablesOf<Document>> {
  return { path };
}

/** Asks one document; the answer also goes into the page's data, so the SPA does not ask it again. */
type Ask = <TData, TVariables>(document: DocumentRef<TData, TVariables>, variables: TVariables) => Promise<TData>;

/** What the server gives a page type to compose the first HTML's data with. */
export interface PageDataRequest {
  /** The path within the store view. */
  path: string;
  search: string;
  /** The store config's base URLs, from the shell's answer (as the SPA reads them from its cache). */
  backendBaseUrls: () => Promise<BackendBaseUrls | undefined>;
  /** A failed query fails the page (the server sends the plain shell). */
  ask: Ask;
  /** A GraphQL error (e.g. a CMS page that does not exist) only means there is no answer. */
  askOptional: <TData, TVariables>(document: DocumentRef<TData, TVariables>, variables: TVariables) => Promise<TData | undefined>;
}

/** What a page is found by: the backend's route for the path, or what the route table gives a listed path. */
export interface PageRoute {
  /** The backend's route type (CATEGORY, PRODUCT, CMS_PAGE); a listed path has none. */
  type?: string | null;
  uid?: string | null;
  url_key?: string | null;
  identifier?: string | null;
}

/** The page's main image (its largest contentful paint), which the first HTML preloads. */
export interface ImagePreload {
  as: 'image';
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  /** Only for windows this media query matches (a Page Builder background has one image per viewport). */
  media?: string;
}

/** Rich content the first HTML carries sanitised: `html` is shown for the `input` the page passes it. */
export interface RichContentEntry {
  input: string;
  html: string;
}

/** What a page type's data adds to the first HTML. */
export interface PageContent {
  title?: string;
  image?: ImagePreload;
  /** More images to preload with it (the main image for the other viewport). */
  images?: ImagePreload[];
  /**
   * Lazily loaded chunks the page's first render needs beyond its page type's (named as webpack names them: the Page
   * Builder renderer's, a product's choices'), preloaded after the page type's.
   */
  chunks?: string[];
  richContent?: RichContentEntry[];
  /** The product widgets taken out of the page's CMS content, by `htmlKey` of that content. */
  productWidgets?: Record<string, unknown[]>;
  head?: (context: PageHeadContext) => PageHead;
}

/** A message of the SPA's catalogue (i18n/) and the values of its placeholders. */
export interface TitleMessage {
  id: string;
  values?: Record<string, string>;
}

/**
 * How the server composes a page type's first HTML (src/app/pageData.ts). Apart from the page-type table
 * (src/app/pageTypes.ts), as the SPA must not bundle it: it renders its pages itself.
 */
export interface PageData {
  /** The title the SPA gives the page when it is a fixed text, so the first HTML carries it too. */
  title?: (params: URLSearchParams) => TitleMessage;
  /**
   * The first HTML's data, or null when what the route names does not exist. A page type without it has no
   * server data: the SPA's first render asks the backend.
   */
  compose?: (request: PageDataRequest, route: PageRoute) => Promise<PageContent | null>;
}
