/**
 * The page ↔ worker message contract (§7 Service worker), shared by src/sw.ts and sendMessageToSW so
 * both sides agree on payloads and replies at compile time.
 */

export interface PrefetchImagesPayload {
  /** Image URLs (absolute or root-relative); only same-origin /media/ URLs are fetched. */
  urls: string[];
}

export interface PrefetchImagesReply {
  /** Images now available from the image cache (already there or just fetched). */
  cached: number;
  failed: number;
  /** True when nothing was fetched because the connection is slow or in data-saver mode. */
  skipped: boolean;
}

export interface SwMessages {
  PREFETCH_IMAGES: { payload: PrefetchImagesPayload; reply: PrefetchImagesReply };
}

export type SwMessageType = keyof SwMessages;
export type SwPayload<T extends SwMessageType> = SwMessages[T]['payload'];
export type SwReply<T extends SwMessageType> = SwMessages[T]['reply'];

export interface SwMessage<T extends SwMessageType = SwMessageType> {
  type: T;
  payload: SwPayload<T>;
}

/** A reply the worker sends when it could not handle a message; the page rejects with its text. */
export interface SwErrorReply {
  error: string;
}

export const PREFETCH_IMAGES = 'PREFETCH_IMAGES' satisfies SwMessageType;
