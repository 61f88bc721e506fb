/** What a Magento REST error body may carry (see the reference README, "REST error responses"). */
export interface RestErrorBody {
  message?: string;
  parameters?: unknown;
  trace?: string;
  [field: string]: unknown;
}

/**
 * A failed REST response (§7): `METHOD URL responded STATUS STATUSTEXT`, with the server's own
 * message, extra info (`parameters`) and trace kept for the caller and for debugging.
 */
export class RestError extends Error {
  readonly method: string;
  readonly url: string;
  readonly response: Response;
  readonly serverMessage?: string;
  readonly serverExtra?: unknown;
  readonly serverTrace?: string;
  readonly body?: RestErrorBody | string;

  constructor(method: string, url: string, response: Response, body?: RestErrorBody | string) {
    super(`${method} ${url} responded ${response.status} ${response.statusText}`);
    this.name = 'RestError';
    this.method = method;
    this.url = url;
    this.response = response;
    this.body = body;
    if (body && typeof body === 'object') {
      this.serverMessage = typeof body.message === 'string' ? body.message : undefined;
      this.serverExtra = body.parameters;
      this.serverTrace = typeof body.trace === 'string' ? body.trace : undefined;
    } else if (typeof body === 'string' && body) {
      this.serverMessage = body;
    }
  }
}
