import { createTestStore } from '../../../app/store.testing';
import { CHUNK_RELOAD_KEY } from '../../../lib/chunkLoad';
import { SIGN_IN_TOKEN_KEY, STORAGE_PREFIX } from '../../../lib/storage';
import { signOutIfSignInExpired } from './expiredSignInCheck';
import { createInitialUserState } from './userSlice';

// Notes the evaluation of the sign-out sequence's module: the boot loads it only to sign an expired shopper out.
let isSignOutModuleLoaded = false;
// Set to make the module's chunk fail to load, as a browser fails it (offline, or gone after a deploy).
let mockIsChunkMissing = false;
jest.mock('./signOut', () => {
  if (mockIsChunkMissing) throw Object.assign(new Error('Loading chunk sign-out failed.'), { name: 'ChunkLoadError' });
  isSignOutModuleLoaded = true;
  return jest.requireActual('./signOut');
});

const storeRecord = (timeStored: number) =>
  window.localStorage.setItem(STORAGE_PREFIX + SIGN_IN_TOKEN_KEY, JSON.stringify({ value: 'tok', timeStored, ttl: 3600 }));
const signedIn = () => ({ user: { ...createInitialUserState(), token: 'tok', isSignedIn: true } });

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  mockIsChunkMissing = false;
  jest.restoreAllMocks();
});

it("checks a guest's and a live sign-in's boot without loading the sign-out sequence", async () => {
  const guest = createTestStore();
  await expect(guest.store.dispatch(signOutIfSignInExpired())).resolves.toBe(false);
  storeRecord(Date.now() - 3599 * 1000);
  const live = createTestStore({}, signedIn());
  await expect(live.store.dispatch(signOutIfSignInExpired())).resolves.toBe(false);
  expect(isSignOutModuleLoaded).toBe(false);
});

it('lets the shop start, reporting the error, when the sequence is still missing right after a recovery reload', async () => {
  storeRecord(Date.now() - 3601 * 1000);
  window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockIsChunkMissing = true;
  const { store } = createTestStore({}, signedIn());
  await expect(store.dispatch(signOutIfSignInExpired())).resolves.toBe(false);
  expect(store.getState().app.unhandledErrors).toEqual([expect.objectContaining({ name: 'ChunkLoadError' })]);
});

it('offline, waits for the connection to load the sequence, then signs out', async () => {
  storeRecord(Date.now() - 3601 * 1000);
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  mockIsChunkMissing = true;
  const { store } = createTestStore({}, signedIn());
  const checked = store.dispatch(signOutIfSignInExpired());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(store.getState().user.isSignedIn).toBe(true);

  onLine.mockReturnValue(true);
  mockIsChunkMissing = false;
  window.dispatchEvent(new Event('online'));
  await expect(checked).resolves.toBe(true);
  expect(store.getState().user).toMatchObject({ isSignedIn: false, token: null });
  expect(store.getState().app.unhandledErrors).toEqual([]);
});

it('loads the sign-out sequence and runs it for a sign-in past its ttl', async () => {
  storeRecord(Date.now() - 3601 * 1000);
  const { store } = createTestStore({}, signedIn());
  await expect(store.dispatch(signOutIfSignInExpired())).resolves.toBe(true);
  expect(isSignOutModuleLoaded).toBe(true);
  expect(store.getState().user).toMatchObject({ isSignedIn: false, token: null });
  expect(window.localStorage.getItem(STORAGE_PREFIX + SIGN_IN_TOKEN_KEY)).toBeNull();
});
