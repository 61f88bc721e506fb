/** Page numbers to show around `current`, always with the first and last; `null` marks a gap. */
export function pageNumbers(current: number, total: number, radius = 1): Array<number | null> {
  const pages = new Set<number>([1, total]);
  for (let page = current - radius; page <= current + radius; page++) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) result.push(null);
    result.push(page);
  });
  return result;
}
