import { decodeEntities } from './htmlEntities';
import { ENTITY_CASES } from './htmlEntities.testing';

describe('decodeEntities in the browser (an inert DOMParser document)', () => {
  it.each(ENTITY_CASES)('decodes %s', (_description, encoded, decoded) => {
    expect(decodeEntities(encoded)).toBe(decoded);
  });

  it('makes no element of markup in the text, and runs nothing', () => {
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
    const before = document.body.innerHTML;
    expect(decodeEntities('<img src=x onerror="document.title=1">&reg;')).toBe('<img src=x onerror="document.title=1">®');
    const parsed = parse.mock.results[0].value as Document;
    expect(parsed.body.children).toHaveLength(0);
    expect(document.body.innerHTML).toBe(before);
    parse.mockRestore();
  });

  it('leaves a text without an ampersand alone, without parsing it', () => {
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
    expect(decodeEntities('Radiant Tee')).toBe('Radiant Tee');
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });
});
