import type { Middleware } from 'redux';
import { collectUnhandledError, type UnhandledError } from './slices/appSlice';

let lastErrorNumber = 0;

/** A short id the shopper can quote and support can find in the console. */
export function createErrorId(): string {
  lastErrorNumber += 1;
  return `${Date.now().toString(36)}-${lastErrorNumber}`;
}

/** Turns anything thrown or carried by an action into the serializable record the app state keeps. */
export function toUnhandledError(error: unknown, actionType?: string): UnhandledError {
  const record = error && typeof error === 'object' ? (error as { message?: unknown; name?: unknown; stack?: unknown }) : { message: String(error) };
  return {
    id: createErrorId(),
    message: typeof record.message === 'string' ? record.message : String(error),
    ...(typeof record.name === 'string' ? { name: record.name } : {}),
    ...(typeof record.stack === 'string' ? { stack: record.stack } : {}),
    ...(actionType ? { actionType } : {})
  };
}

/** Collects an error (from an action, an error boundary or a window event) and logs it with its id. */
export function reportUnhandledError(error: unknown, actionType?: string) {
  const record = toUnhandledError(error, actionType);
  console.error(`Unhandled error ${record.id}:`, error);
  return collectUnhandledError(record);
}

/** What a Flux standard error action (a step's failed `receive`, see stages.ts) carries; undefined for other actions. */
function carriedError(action: unknown): unknown {
  const candidate = action as { error?: unknown; payload?: unknown };
  return candidate.error === true ? candidate.payload : undefined;
}

/**
 * §4: an error action that no slice stored — the state did not change in response — is collected in
 * app state and logged with an id, so the shell can show it until the shopper marks it handled.
 */
export const unhandledErrorMiddleware: Middleware = (api) => (next) => (action) => {
  const stateBefore = api.getState();
  const result = next(action);
  const error = carriedError(action);
  if (error !== undefined && api.getState() === stateBefore) {
    api.dispatch(reportUnhandledError(error, (action as { type: string }).type));
  }
  return result;
};
