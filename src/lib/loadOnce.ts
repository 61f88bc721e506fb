/**
 * A lazy load shared by all its callers: `load` runs on the first call and every call gets its promise, but a load
 * that fails is forgotten, so the next call tries again (a chunk out of reach now may be in reach later).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
