import { CHUNK_RELOAD_KEY } from '../../lib/chunkLoad';
import { loadLocaleCatalogue } from './localeCatalogue';

// The French catalogue's chunk fails to load, as a browser fails it when a deploy removed it.
jest.mock('../../../i18n/fr_FR.json', () => {
  throw Object.assign(new Error('Loading chunk i18n-fr_FR failed.'), { name: 'ChunkLoadError' });
});

afterEach(() => {
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

it('shows the English texts, logging why, when a catalogue is still missing right after a recovery reload', async () => {
  window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(loadLocaleCatalogue('fr_FR')).resolves.toEqual({ locale: 'fr-FR', code: 'fr_FR', requested: 'fr_FR', messages: {} });
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }));
});
