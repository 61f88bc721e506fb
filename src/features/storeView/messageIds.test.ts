/** @jest-environment node */
// Every message id the code asks react-intl for must be in the English catalogue (and so reach translators).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import enUS from '../../../i18n/en_US.json';

const SRC = join(__dirname, '../..');

/** Source files, without tests and test support (their ids are the code's, not their own). */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

// A message descriptor names its id as a string literal right before its defaultMessage (as everywhere in
// this code base); <FormattedMessage id="…"> names it as an attribute. Ids built at run time are skipped.
const DESCRIPTOR_ID = /\bid:\s*(['"])([^'"\n]+)\1\s*,\s*defaultMessage\s*:/g;
const COMPONENT_ID = /<FormattedMessage\b[^>]*?\bid=(['"])([^'"\n]+)\1/g;

/** The message ids used in `source`. */
function messageIdsIn(source: string): string[] {
  return [...source.matchAll(DESCRIPTOR_ID), ...source.matchAll(COMPONENT_ID)].map((match) => match[2]);
}

// A descriptor whose defaultMessage is one string literal, quoted either way, on the lines after its id.
const DESCRIPTOR_DEFAULT = /\bid:\s*(['"])([^'"\n]+)\1\s*,\s*defaultMessage\s*:\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)")/g;

describe('message ids', () => {
  it('finds ids in descriptors over several lines and in <FormattedMessage>, and nothing else', () => {
    const sample = `
      formatMessage({ id: 'cart.title', defaultMessage: 'Cart' });
      const messages = defineMessages({ retry: {
        id: "offline.retry",
        defaultMessage: 'Try again'
      } });
      <FormattedMessage id="footer.copyright" defaultMessage="©" values={{ year }} />;
      cache.evict({ id: 'ROOT_QUERY', fieldName });
      formatMessage({ id: method.id, defaultMessage: method.defaultMessage });
    `;
    expect(messageIdsIn(sample)).toEqual(['cart.title', 'offline.retry', 'footer.copyright']);
  });

  it('are all in i18n/en_US.json', () => {
    const known = new Set(Object.keys(enUS));
    const files = sourceFiles(SRC);
    const used = files.flatMap((file) => messageIdsIn(readFileSync(file, 'utf8')).map((id) => ({ id, file: relative(SRC, file) })));
    // The scan must see the code base, or it proves nothing.
    expect(used.length).toBeGreaterThan(100);
    const missing = used.filter(({ id }) => !known.has(id)).map(({ id, file }) => `${id} (src/${file})`);
    expect(missing).toEqual([]);
  });

  // The English store view shows the code's default messages (compiled at build time, no catalogue is loaded),
  // while the server's page titles and translators read i18n/en_US.json: the two must say the same.
  it("say in i18n/en_US.json what the code's default messages say", () => {
    const catalogue = enUS as Record<string, string>;
    const pairs = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(DESCRIPTOR_DEFAULT)].map((match) => ({
        id: match[2],
        code: (match[3] ?? match[4]).replace(/\\(.)/g, '$1'),
        file: relative(SRC, file)
      }))
    );
    expect(pairs.length).toBeGreaterThan(100);
    const differing = pairs
      .filter(({ id, code }) => catalogue[id] !== code)
      .map(({ id, code, file }) => `${id} (src/${file}): "${code}" vs "${catalogue[id]}"`);
    expect(differing).toEqual([]);
  });
});
