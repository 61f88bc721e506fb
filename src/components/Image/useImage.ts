import { useCallback, useMemo, useState } from 'react';
import { makeImageSrcSet, makeImageUrl, type ImageType } from '../../lib/images';
import { browserStorage, readSecureBaseMediaUrl } from '../../lib/storage';

interface UseImageInput {
  resource: string;
  type: ImageType;
  width: number;
  ratio: number;
}

/** URLs of one image at its displayed size and at every §9 width, plus its loaded state for the fade. */
export function useImage({ resource, type, width, ratio }: UseImageInput) {
  const [loadedResource, setLoadedResource] = useState<string | null>(null);
  const mediaBaseUrl = readSecureBaseMediaUrl(browserStorage);
  const height = Math.round(width / ratio);
  const src = useMemo(() => makeImageUrl(resource, { type, width, height, mediaBaseUrl }), [resource, type, width, height, mediaBaseUrl]);
  const srcSet = useMemo(() => makeImageSrcSet(resource, { type, ratio, mediaBaseUrl }), [resource, type, ratio, mediaBaseUrl]);
  const handleLoad = useCallback(() => setLoadedResource(resource), [resource]);
  return { src, srcSet, height, isLoaded: loadedResource === resource, handleLoad };
}
