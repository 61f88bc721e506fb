import { cmsLcpImage } from './pageData';
import { extractProductWidgets } from './productWidgets';
import { unclosed, withinBound } from '../../lib/linearTime.testing';

describe('CMS content read as text, linearly', () => {
  it('finds the first image after any amount of unclosed <img, and none in them', () => {
    expect(withinBound(() => cmsLcpImage(unclosed('<img src="/media/a.jpg" ')))).toBeUndefined();
    expect(withinBound(() => cmsLcpImage(`${unclosed('<img ')}<img src="/media/banner.jpg">`))?.href).toBe('/media/banner.jpg');
  });

  it('leaves any amount of unclosed widget directives as they are', () => {
    const text = unclosed('{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" ');
    expect(withinBound(() => extractProductWidgets(text)).html).toBe(text);
  });

  it("reads a widget directive's parameters linearly, whatever their text", () => {
    // Conditions as Magento writes them into the directive: one SKU.
    const conditions =
      '^[`1`:^[`type`:`Magento||CatalogWidget||Model||Rule||Condition||Combine`,`aggregator`:`all`,`value`:`1`^],' +
      '`1--1`:^[`type`:`Magento||CatalogWidget||Model||Rule||Condition||Product`,`attribute`:`sku`,`operator`:`==`,`value`:`MH01`^]^]';
    const text = `{{widget ${unclosed('a')} type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" conditions_encoded="${conditions}"}}`;
    expect(withinBound(() => extractProductWidgets(text)).widgets).toHaveLength(1);
  });
});
