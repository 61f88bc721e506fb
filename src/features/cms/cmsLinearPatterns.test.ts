import vm from 'node:vm';
import { cmsLcpImage } from './pageData';
import { extractProductWidgets } from './productWidgets';

// 720 KB of tags or directives that never close. A pattern that reads from every start to the end of the text takes
// seconds to a minute at this size (quadratic); read linearly it takes milliseconds. The bound is a hundred times
// that and, unlike a test's timeout, it stops a regular expression in the middle of its work (V8's watchdog).
const UNCLOSED_BYTES = 720_000;
const BOUND_MS = 3_000;
const unclosed = (start: string) => start.repeat(Math.ceil(UNCLOSED_BYTES / start.length));
const withinBound = <T>(work: () => T): T => vm.runInNewContext('work()', { work }, { timeout: BOUND_MS }) as T;

describe('CMS content read as text, linearly', () => {
  it('finds the first image after any amount of unclosed <img, and none in them', () => {
    expect(withinBound(() => cmsLcpImage(unclosed('<img src="/media/a.jpg" ')))).toBeUndefined();
    expect(withinBound(() => cmsLcpImage(`${unclosed('<img ')}<img src="/media/banner.jpg">`))?.href).toBe('/media/banner.jpg');
  });

  it('leaves any amount of unclosed widget directives as they are', () => {
    const text = unclosed('{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" ');
    expect(withinBound(() => extractProductWidgets(text)).html).toBe(text);
  });
});
