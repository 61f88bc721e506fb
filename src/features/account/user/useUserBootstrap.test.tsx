import { waitFor } from '@testing-library/react';
import { renderShell } from '../../../app/shell.testing';
import { SIGN_IN_TOKEN_KEY, STORAGE_PREFIX } from '../../../lib/storage';
import { reloadPage } from '../../../lib/pageNavigation';
import { useUserBootstrap } from './useUserBootstrap';
import { createInitialUserState } from './userSlice';

jest.mock('../../../lib/pageNavigation', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));
// Counts the evaluations of the session steps' module: a guest's page must not load it.
let sessionThunksLoads = 0;
// Set to make the module's chunk fail to load, as a browser fails it offline.
let mockIsChunkMissing = false;
jest.mock('./userThunks', () => {
  if (mockIsChunkMissing) throw Object.assign(new Error('Loading chunk account-session failed.'), { name: 'ChunkLoadError' });
  sessionThunksLoads += 1;
  return jest.requireActual('./userThunks');
});

function Bootstrap() {
  useUserBootstrap();
  return null;
}

const storeRecord = (timeStored: number) =>
  window.localStorage.setItem(STORAGE_PREFIX + SIGN_IN_TOKEN_KEY, JSON.stringify({ value: 'tok', timeStored, ttl: 3600 }));
const signedInState = () => ({ user: { ...createInitialUserState(), token: 'tok', isSignedIn: true } });
const customer = { __typename: 'Customer', id: '1', email: 'v@example.com', firstname: 'Veronica', lastname: 'Costello', is_subscribed: false };

beforeEach(() => jest.mocked(reloadPage).mockClear());

it("leaves a guest's page without the session steps (their code is not loaded)", async () => {
  const { store } = await renderShell(<Bootstrap />, { responses: { GetCustomerDetails: { data: { customer } } } });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(store.getState().user.isSignedIn).toBe(false);
  expect(sessionThunksLoads).toBe(0);
});

it('offline, session steps whose code cannot load run once the connection is back, with no error', async () => {
  storeRecord(Date.now());
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  mockIsChunkMissing = true;
  try {
    const { store } = await renderShell(<Bootstrap />, {
      preloadedState: signedInState(),
      responses: { GetCustomerDetails: { data: { customer } } }
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().user).toMatchObject({ isSignedIn: true, currentUser: { firstname: '' } });

    onLine.mockReturnValue(true);
    mockIsChunkMissing = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(store.getState().user.currentUser.firstname).toBe('Veronica'));
    expect(store.getState().app.unhandledErrors).toEqual([]);
    expect(reloadPage).not.toHaveBeenCalled();
  } finally {
    mockIsChunkMissing = false;
    onLine.mockRestore();
  }
});

it('fetches the details of a shopper who loads the page signed in', async () => {
  storeRecord(Date.now());
  const { store } = await renderShell(<Bootstrap />, {
    preloadedState: signedInState(),
    responses: { GetCustomerDetails: { data: { customer } } }
  });
  await waitFor(() => expect(store.getState().user.currentUser.firstname).toBe('Veronica'));
  expect(reloadPage).not.toHaveBeenCalled();
});

it('signs a shopper whose token is past its ttl out on load, then reloads', async () => {
  storeRecord(Date.now() - 3601 * 1000);
  const { store } = await renderShell(<Bootstrap />, {
    preloadedState: signedInState(),
    responses: { GetCustomerDetails: { data: { customer } } }
  });
  await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  expect(store.getState().user.isSignedIn).toBe(false);
  expect(window.localStorage.getItem(STORAGE_PREFIX + SIGN_IN_TOKEN_KEY)).toBeNull();
});

it('signs the shopper out when the server no longer accepts the token', async () => {
  storeRecord(Date.now());
  const { store } = await renderShell(<Bootstrap />, {
    preloadedState: signedInState(),
    responses: {
      GetCustomerDetails: {
        errors: [{ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } }]
      } as never
    }
  });
  await waitFor(() => expect(store.getState().user.isSignedIn).toBe(false));
  expect(reloadPage).not.toHaveBeenCalled();
});
