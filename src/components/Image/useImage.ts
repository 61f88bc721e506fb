import { useCallback, useMemo, useState } from 'react';
import { imageSources, type ImageType } from '../../lib/images';
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
  const { src, srcSet, height } = useMemo(
    () => imageSources(resource, { type, width, ratio, mediaBaseUrl }),
    [resource, type, width, ratio, mediaBaseUrl]
  );
  const handleLoad = useCallback(() => setLoadedResource(resource), [resource]);
  return { src, srcSet, height, isLoaded: loadedResource === resource, handleLoad };
}
