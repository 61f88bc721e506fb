import type { SwErrorReply, SwMessage, SwMessageType, SwPayload, SwReply } from './swMessages';

/** A worker that never answers (e.g. an older version without the handler) must not hang callers. */
export const SW_REPLY_TIMEOUT_MS = 30_000;

export interface SendMessageOptions {
  container?: Pick<ServiceWorkerContainer, 'controller'> | undefined;
  timeoutMs?: number;
}

function isErrorReply(reply: unknown): reply is SwErrorReply {
  return typeof reply === 'object' && reply !== null && typeof (reply as SwErrorReply).error === 'string';
}

/**
 * Sends a typed message to the worker that controls the page and resolves with its reply (§7).
 * Rejects with 'SW Not Registered' when no worker controls the page (first visit, hard reload,
 * development build or an unsupported browser).
 */
export function sendMessageToSW<T extends SwMessageType>(
  type: T,
  payload: SwPayload<T>,
  { container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker, timeoutMs = SW_REPLY_TIMEOUT_MS }: SendMessageOptions = {}
): Promise<SwReply<T>> {
  const controller = container?.controller;
  if (!controller) return Promise.reject(new Error('SW Not Registered'));

  return new Promise<SwReply<T>>((resolve, reject) => {
    const channel = new MessageChannel();
    const finish = () => {
      clearTimeout(timer);
      channel.port1.onmessage = null;
      channel.port1.close();
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`The service worker did not reply to ${type}.`));
    }, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent) => {
      finish();
      if (isErrorReply(event.data)) reject(new Error(event.data.error));
      else resolve(event.data as SwReply<T>);
    };
    const message: SwMessage<T> = { type, payload };
    controller.postMessage(message, [channel.port2]);
  });
}
