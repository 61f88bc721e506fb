import { firstRowImages } from './pageBuilderImages';

// 360 KB of tags that never close: each pattern here once read from every `<` to the end of the text (minutes at this
// size, hours for the tag pattern with two such runs); read linearly, it is a few milliseconds, well inside the test's
// time limit.
const UNCLOSED_BYTES = 360_000;
const unclosed = (tag: string) => tag.repeat(Math.ceil(UNCLOSED_BYTES / tag.length));
const BACKGROUND_ROW =
  '<div data-content-type="row" data-appearance="full-bleed" data-element="main">' +
  '<div data-element="inner" data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;/media/wysiwyg/home.jpg\\&quot;}"></div></div>';

describe("the first row's images, read from Page Builder markup as text", () => {
  it('reads any amount of unclosed tags, and finds the first row’s background after them', () => {
    const rowsAndImages = ['<div data-content-type="row" ', '<img data-element="desktop_image" src="/media/a.jpg" '];
    for (const junk of ['<div ', '<div data-background-images= ', ...rowsAndImages]) expect(firstRowImages(unclosed(junk))).toEqual([]);
    for (const junk of ['<div ', '<div data-background-images= ']) {
      expect(firstRowImages(`${unclosed(junk)}>${BACKGROUND_ROW}`).map(({ media }) => media)).toEqual(['(min-width: 768px)', '(max-width: 767px)']);
    }
  });
});
