import { decodeEntities } from '../lib/htmlEntities';
import { possibleTypes } from './possibleTypes';
import { TEXT_FIELDS } from './textFields';

// The server's side of textFields.ts (the SPA's cache decodes through its read functions instead): not in the bundle.

/** Text fields by concrete type name, interfaces' included. */
const textFieldsByType = new Map<string, Set<string>>();
for (const [type, names] of Object.entries(TEXT_FIELDS)) {
  for (const concrete of [type, ...(possibleTypes[type] ?? [])]) {
    textFieldsByType.set(concrete, new Set([...(textFieldsByType.get(concrete) ?? []), ...names]));
  }
}

/**
 * An answer as the cache would read it back, without writing it into one: the same fields decoded, in a copy. The
 * server's page composition uses it for the head (reading each answer back through its cache costs as much again
 * as writing it, ~3 ms a query on a busy machine, inside a 300 ms budget).
 */
export function decodeTextFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map(decodeTextFields) as T;
  if (!value || typeof value !== 'object') return value;
  const fields = textFieldsByType.get((value as { __typename?: unknown }).__typename as string);
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      fields?.has(key) && typeof field === 'string' ? decodeEntities(field) : decodeTextFields(field)
    ])
  ) as T;
}
