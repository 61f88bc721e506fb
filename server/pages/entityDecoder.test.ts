import { decodeEntities } from '../../src/lib/htmlEntities';
import { ENTITY_CASES } from '../../src/lib/htmlEntities.testing';
import { installServerEntityDecoder } from './entityDecoder';

describe('decodeEntities on the server (no DOM)', () => {
  it('has no decoder until the server installs one', () => {
    expect(() => decodeEntities('&reg;')).toThrow(/No HTML entity decoder/);
  });

  describe('once installed', () => {
    beforeAll(installServerEntityDecoder);

    it.each(ENTITY_CASES)('decodes %s as the browser does', (_description, encoded, decoded) => {
      expect(decodeEntities(encoded)).toBe(decoded);
    });
  });
});
