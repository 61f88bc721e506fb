import { useCallback, useMemo, useState } from 'react';
import { imageSources, type ImageType } from '../../lib/images';

interface UseImageInput {
  resource: string;
  type: ImageType;
  width: number;
  ratio: number;
}

/** URLs of one image at its displayed size and at every §9 width, plus its loaded state for the fade. */
export function useImage({ resource, type, width, ratio }: UseImageInput) {
  const [loadedResource, setLoadedResource] = useState<string | null>(null);
  // Relative resources are under our own /media/ (the path the storefront server serves media on, and the one its
  // preloads use), whatever the store view's media base URL or what local storage last kept of it.
  const { src, srcSet, height } = useMemo(() => imageSources(resource, { type, width, ratio }), [resource, type, width, ratio]);
  const handleLoad = useCallback(() => setLoadedResource(resource), [resource]);
  return { src, srcSet, height, isLoaded: loadedResource === resource, handleLoad };
}
