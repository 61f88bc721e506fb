import { createTestStore } from '../../app/storeTesting';
import { SIGN_IN_TOKEN_KEY, STORAGE_PREFIX } from '../../lib/storage';
import { signOutIfSignInExpired } from './expiredSignInCheck';
import { createInitialUserState } from './userSlice';

// Notes the evaluation of the sign-out sequence's module: the boot loads it only to sign an expired shopper out.
let isSignOutModuleLoaded = false;
jest.mock('./signOut', () => {
  isSignOutModuleLoaded = true;
  return jest.requireActual('./signOut');
});

const storeRecord = (timeStored: number) =>
  window.localStorage.setItem(STORAGE_PREFIX + SIGN_IN_TOKEN_KEY, JSON.stringify({ value: 'tok', timeStored, ttl: 3600 }));
const signedIn = () => ({ user: { ...createInitialUserState(), token: 'tok', isSignedIn: true } });

afterEach(() => window.localStorage.clear());

it("checks a guest's and a live sign-in's boot without loading the sign-out sequence", async () => {
  const guest = createTestStore();
  await expect(guest.store.dispatch(signOutIfSignInExpired())).resolves.toBe(false);
  storeRecord(Date.now() - 3599 * 1000);
  const live = createTestStore({}, signedIn());
  await expect(live.store.dispatch(signOutIfSignInExpired())).resolves.toBe(false);
  expect(isSignOutModuleLoaded).toBe(false);
});

it('loads the sign-out sequence and runs it for a sign-in past its ttl', async () => {
  storeRecord(Date.now() - 3601 * 1000);
  const { store } = createTestStore({}, signedIn());
  await expect(store.dispatch(signOutIfSignInExpired())).resolves.toBe(true);
  expect(isSignOutModuleLoaded).toBe(true);
  expect(store.getState().user).toMatchObject({ isSignedIn: false, token: null });
  expect(window.localStorage.getItem(STORAGE_PREFIX + SIGN_IN_TOKEN_KEY)).toBeNull();
});
