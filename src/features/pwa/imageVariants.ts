/**
 * Catalogue images are the same picture at many sizes (§7 Images, §9 widths): `?width=&height=` change,
 * everything else names the picture. These helpers let the worker answer a small size from a larger
 * copy it already holds instead of downloading the picture again.
 */

export interface ImageVariant {
  url: string;
  /** Origin, path and every query parameter except width and height, in a stable order. */
  identity: string;
  width: number;
  height: number | null;
}

/** Two sizes show the same crop when their aspect ratios differ by less than this (heights are rounded). */
const RATIO_TOLERANCE = 0.02;

function positiveNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
}

export function parseImageVariant(url: string): ImageVariant | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const width = positiveNumber(parsed.searchParams.get('width'));
  if (width === null) return null;
  const heightParam = parsed.searchParams.get('height');
  const height = positiveNumber(heightParam);
  if (heightParam !== null && height === null) return null;
  const rest = [...parsed.searchParams.entries()]
    .filter(([name]) => name !== 'width' && name !== 'height')
    .sort(([a, aValue], [b, bValue]) => (a === b ? aValue.localeCompare(bValue) : a.localeCompare(b)));
  const identity = `${parsed.origin}${parsed.pathname}?${new URLSearchParams(rest).toString()}`;
  return { url, identity, width, height };
}

function sameCrop(requested: ImageVariant, candidate: ImageVariant): boolean {
  if (requested.height === null || candidate.height === null) return requested.height === candidate.height;
  const requestedRatio = requested.width / requested.height;
  const candidateRatio = candidate.width / candidate.height;
  return Math.abs(candidateRatio - requestedRatio) / requestedRatio <= RATIO_TOLERANCE;
}

/**
 * Among cached URLs, the smallest one that shows the same picture and crop at least as wide as the
 * requested URL, or null. The smallest suffices and is the cheapest to decode.
 */
export function findLargerVariant(requestedUrl: string, cachedUrls: Iterable<string>): string | null {
  const requested = parseImageVariant(requestedUrl);
  if (!requested) return null;
  let best: ImageVariant | null = null;
  for (const url of cachedUrls) {
    const candidate = parseImageVariant(url);
    if (!candidate || candidate.identity !== requested.identity) continue;
    if (candidate.width < requested.width || !sameCrop(requested, candidate)) continue;
    if (!best || candidate.width < best.width) best = candidate;
  }
  return best ? best.url : null;
}
