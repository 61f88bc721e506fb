import { readCartId, readSignInToken, saveCartId } from '../../../lib/storage';
import { applyMiddleware, legacy_createStore as createStore, type Middleware, type UnknownAction } from 'redux';
import { withExtraArgument } from 'redux-thunk';
import { BrowserStorage, CHECKOUT_STORAGE_KEYS, SHIPPING_ESTIMATE_KEY, SIGN_IN_TOKEN_KEY, STORAGE_PREFIX } from '../../../lib/storage';
import type { ThunkExtra } from '../../../store/configureStore';
import { rootReducer } from '../../../app/createAppStore';
import type { RootState } from '../../../store/rootState';
import { createTestStore } from '../../../app/store.testing';
import { cartDetails, cartState, detailsAnswer, fakeApollo, graphQLError, networkError, type FakeHandler } from '../../cart/cart.testing';
import { createInitialUserState } from './userSlice';
import { createAccount, requestPasswordReset, resetPassword, signIn } from '../signIn/accountFormThunks';
import { signOutIfSignInExpired } from './expiredSignInCheck';
import { getUserDetails, signOut, startAutoSignOut, SIGN_IN_EXPIRY_CHECK_INTERVAL_MS } from './userThunks';

const log: string[] = [];

jest.mock('../../../graphql/cacheEviction', () => ({
  clearCartDataFromCache: jest.fn(async () => {
    log.push('clear cached cart data');
  }),
  clearCustomerDataFromCache: jest.fn(async () => {
    log.push('clear cached customer data');
  })
}));

const customer = { email: 'roni_cost@example.com', firstname: 'Veronica', lastname: 'Costello', is_subscribed: false };
const signedIn = (): RootState['user'] => ({ ...createInitialUserState(), token: 'tok', isSignedIn: true });
const rawRecord = () => JSON.parse(window.localStorage.getItem(STORAGE_PREFIX + SIGN_IN_TOKEN_KEY) ?? 'null') as unknown;

/** A store like the app's, recording every action type (and whatever the fakes log) in order. */
function setup(handlers: Record<string, FakeHandler | FakeHandler[]>, preloaded: Partial<RootState> = {}) {
  const fake = fakeApollo(handlers);
  const base = createTestStore({ apollo: fake.apollo }, preloaded);
  const recorder: Middleware = () => (next) => (action) => {
    log.push((action as { type: string }).type);
    return next(action);
  };
  const extra: ThunkExtra = base.extra;
  const store = createStore(
    rootReducer,
    base.store.getState(),
    applyMiddleware(withExtraArgument<RootState, UnknownAction, ThunkExtra>(extra), recorder)
  );
  return { ...fake, store, extra, user: () => store.getState().user };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  log.length = 0;
});

describe('sign-in (§4)', () => {
  it('requests, stores the token under signin_token with ttl 3600, sets it, receives, fetches details and merges the guest cart', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    saveCartId(new BrowserStorage(window.localStorage), 'default', 'guest-cart');
    const { store, names, calls, user } = setup(
      {
        SignIn: () => ({ generateCustomerToken: { token: 'new-token' } }),
        GetCustomerDetails: () => ({ customer }),
        GetCustomerCart: () => ({ customerCart: { id: 'customer-cart' } }),
        MergeCarts: () => ({ mergeCarts: { id: 'customer-cart' } }),
        GetCartDetails: detailsAnswer(cartDetails())
      },
      { cart: cartState({ cartId: 'guest-cart' }) }
    );
    await store.dispatch(signIn({ email: customer.email, password: 'secret' }));
    jest.restoreAllMocks();

    expect(calls[0]).toEqual(['SignIn', { email: customer.email, password: 'secret' }]);
    expect(rawRecord()).toEqual({ value: 'new-token', timeStored: 1_700_000_000_000, ttl: 3600 });
    expect(log.slice(0, 4)).toEqual(['user/signIn/request', 'user/setToken', 'user/signIn/receive', 'user/getDetails/request']);
    expect(user()).toMatchObject({ token: 'new-token', isSignedIn: true, signInError: null, isSigningIn: false });
    expect(user().currentUser).toMatchObject({ firstname: 'Veronica', lastname: 'Costello' });
    expect(names()).toEqual(expect.arrayContaining(['GetCustomerDetails', 'GetCustomerCart', 'MergeCarts', 'GetCartDetails']));
    expect(calls.find(([name]) => name === 'MergeCarts')?.[1]).toEqual({
      sourceCartId: 'guest-cart',
      destinationCartId: 'customer-cart'
    });
    expect(readCartId(new BrowserStorage(window.localStorage), 'default')).toBe('customer-cart');
  });

  it('keeps the shopper signed out and stores the server error when the password is wrong', async () => {
    const message = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
    const { store, user, names } = setup({ SignIn: graphQLError(message) });
    await expect(store.dispatch(signIn({ email: 'a@b.co', password: 'nope' }))).rejects.toThrow(message);
    expect(user()).toMatchObject({ isSignedIn: false, token: null, isSigningIn: false });
    expect((user().signInError as Error).message).toBe(message);
    expect(rawRecord()).toBeNull();
    expect(names()).toEqual(['SignIn']);
  });
});

describe('get-details (§4)', () => {
  it('asks nothing when signed out', async () => {
    const { store, names } = setup({});
    // Nothing is dispatched and nothing asked.
    await expect(store.dispatch(getUserDetails())).resolves.toBeNull();
    expect(names()).toEqual([]);
    expect(log).toEqual([]);
  });

  it('requests, then receives the customer', async () => {
    const { store, user } = setup({ GetCustomerDetails: () => ({ customer }) }, { user: signedIn() });
    await store.dispatch(getUserDetails());
    expect(log).toEqual(['user/getDetails/request', 'user/getDetails/receive']);
    expect(user()).toMatchObject({ isGettingDetails: false, getDetailsError: null, currentUser: customer });
  });

  it('receives the error on failure', async () => {
    const { store, user } = setup({ GetCustomerDetails: graphQLError("The current customer isn't authorized.") }, { user: signedIn() });
    await expect(store.dispatch(getUserDetails())).rejects.toThrow("The current customer isn't authorized.");
    expect(log).toEqual(['user/getDetails/request', 'user/getDetails/receive']);
    expect((user().getDetailsError as Error).message).toBe("The current customer isn't authorized.");
    expect(user().isGettingDetails).toBe(false);
  });
});

describe('create-account (§4)', () => {
  const input = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', password: 'Secret123', is_subscribed: true };

  it('requests, creates the customer, receives, then signs the new customer in', async () => {
    const { store, calls, user } = setup({
      CreateAccount: () => ({ createCustomerV2: { customer: { ...input, password: undefined } } }),
      SignIn: () => ({ generateCustomerToken: { token: 'ada-token' } }),
      GetCustomerDetails: () => ({ customer: { email: input.email, firstname: 'Ada', lastname: 'Lovelace', is_subscribed: true } }),
      GetCustomerCart: () => ({ customerCart: { id: 'ada-cart' } }),
      GetCartDetails: detailsAnswer(cartDetails([]))
    });
    await store.dispatch(createAccount(input));
    expect(calls[0]).toEqual(['CreateAccount', { input }]);
    expect(calls[1]).toEqual(['SignIn', { email: input.email, password: input.password }]);
    expect(log.slice(0, 3)).toEqual(['user/createAccount/request', 'user/createAccount/receive', 'user/signIn/request']);
    expect(user()).toMatchObject({ isSignedIn: true, createAccountError: null, currentUser: { firstname: 'Ada' } });
  });

  it('stores the error and does not sign in when the e-mail is taken', async () => {
    const message = 'A customer with the same email address already exists in an associated website.';
    const { store, names, user } = setup({ CreateAccount: graphQLError(message) });
    await expect(store.dispatch(createAccount(input))).rejects.toThrow(message);
    expect(names()).toEqual(['CreateAccount']);
    expect((user().createAccountError as Error).message).toBe(message);
    expect(user().isSignedIn).toBe(false);
  });
});

describe('reset-password and forgot password (§4)', () => {
  it('signals request then receive around the reset call', async () => {
    const { store, calls, user } = setup({ ResetPassword: () => ({ resetPassword: true }) });
    await store.dispatch(resetPassword({ email: 'a@b.co', token: 'tkn', newPassword: 'NewPass123' }));
    expect(calls).toEqual([['ResetPassword', { email: 'a@b.co', resetPasswordToken: 'tkn', newPassword: 'NewPass123' }]]);
    expect(log).toEqual(['user/resetPassword/request', 'user/resetPassword/receive']);
    expect(user()).toMatchObject({ isResettingPassword: false, resetPasswordError: null });
  });

  it('receives the error of an expired link', async () => {
    const { store, user } = setup({ ResetPassword: graphQLError('Your password reset link has expired.') });
    await expect(store.dispatch(resetPassword({ email: 'a@b.co', token: 'old', newPassword: 'NewPass123' }))).rejects.toThrow('expired');
    expect((user().resetPasswordError as Error).message).toBe('Your password reset link has expired.');
  });

  it('asks for the reset mail', async () => {
    const { store, calls } = setup({ RequestPasswordResetEmail: () => ({ requestPasswordResetEmail: true }) });
    await store.dispatch(requestPasswordReset('a@b.co'));
    expect(calls).toEqual([['RequestPasswordResetEmail', { email: 'a@b.co' }]]);
  });
});

describe('set-token, clear-token and reset (§4, §6)', () => {
  it('counts a stored record as signed in on load, even an expired one, so auto sign-out can run the sequence', () => {
    window.localStorage.setItem(STORAGE_PREFIX + SIGN_IN_TOKEN_KEY, JSON.stringify({ value: 'old', timeStored: 0, ttl: 3600 }));
    expect(createInitialUserState(new BrowserStorage(window.localStorage))).toMatchObject({ token: 'old', isSignedIn: true });
    window.localStorage.clear();
    expect(createInitialUserState(new BrowserStorage(window.localStorage))).toMatchObject({ token: null, isSignedIn: false });
  });
});

describe('sign-out (§4)', () => {
  function seedSignedInShopper(storage: BrowserStorage) {
    storage.setItem(SIGN_IN_TOKEN_KEY, 'tok', 3600);
    for (const key of Object.values(CHECKOUT_STORAGE_KEYS)) if (key !== SIGN_IN_TOKEN_KEY) storage.setItem(key, { saved: key });
    saveCartId(storage, 'default', 'customer-cart');
  }

  it('runs its six steps in order: clear token, revoke (naming the token), reset user, clear checkout data, clear cached data, remove cart', async () => {
    const revoke = jest.fn(() => {
      log.push('revoke on server');
      return { revokeCustomerToken: { result: true } };
    });
    const { store, extra, user } = setup({ RevokeCustomerToken: revoke }, { user: { ...signedIn(), currentUser: customer }, cart: cartState() });
    seedSignedInShopper(extra.storage);
    // A half-typed checkout address of this tab (session storage) goes with the saved data (step 4).
    window.sessionStorage.setItem('checkout.draft.shippingAddress', JSON.stringify({ firstname: 'Previous', street: '1 Secret Way' }));
    window.sessionStorage.setItem('checkout.draft.email', JSON.stringify('previous@example.com'));
    window.sessionStorage.setItem('unrelated', 'kept');
    const removeItem = jest.spyOn(extra.storage, 'removeItem').mockImplementation(function (this: BrowserStorage, key: string) {
      log.push(`remove stored ${key}`);
      window.localStorage.removeItem(STORAGE_PREFIX + key);
    });

    await store.dispatch(signOut());

    // Step 4 clears the checkout data (and the cart page's shipping estimate with it); the token itself went in step 2.
    const checkoutKeys = [...Object.values(CHECKOUT_STORAGE_KEYS).filter((key) => key !== SIGN_IN_TOKEN_KEY), SHIPPING_ESTIMATE_KEY].map(
      (key) => `remove stored ${key}`
    );
    expect(log).toEqual([
      `remove stored ${SIGN_IN_TOKEN_KEY}`,
      'user/clearToken',
      'revoke on server',
      'user/resetUser',
      ...checkoutKeys,
      'clear cached cart data',
      'clear cached customer data',
      'remove stored cart_id__default',
      'user/signedOut'
    ]);
    removeItem.mockRestore();
    expect(user()).toMatchObject({ isSignedIn: false, token: null, currentUser: { email: '', firstname: '' } });
    expect(store.getState().cart.cartId).toBeNull();
    expect(rawRecord()).toBeNull();
    for (const key of Object.values(CHECKOUT_STORAGE_KEYS)) expect(extra.storage.getItem(key)).toBeUndefined();
    expect(window.sessionStorage.getItem('checkout.draft.shippingAddress')).toBeNull();
    expect(window.sessionStorage.getItem('checkout.draft.email')).toBeNull();
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('clears the stored token before revoking it: a revocation that hangs leaves no signed-in token behind', async () => {
    const { store, extra, user } = setup({ RevokeCustomerToken: () => new Promise(() => undefined) }, { user: signedIn() });
    seedSignedInShopper(extra.storage);
    const token = readSignInToken(extra.storage);
    expect(token).toEqual(expect.any(String));
    void store.dispatch(signOut());
    await Promise.resolve();
    expect(rawRecord()).toBeNull();
    expect(user().isSignedIn).toBe(false);
    const [[{ context }]] = (extra.apollo.mutate as jest.Mock).mock.calls as [[{ context: { headers: Record<string, string> } }]];
    expect(context.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('ignores a failed revocation and still signs out', async () => {
    const { store, extra, user } = setup({ RevokeCustomerToken: networkError() }, { user: signedIn() });
    seedSignedInShopper(extra.storage);
    await expect(store.dispatch(signOut())).resolves.toBeUndefined();
    expect(user().isSignedIn).toBe(false);
    expect(rawRecord()).toBeNull();
    expect(readCartId(extra.storage, 'default')).toBeUndefined();
  });
});

describe('auto sign-out (§4)', () => {
  const T0 = 1_700_000_000_000;
  let now = T0;

  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
    now = T0;
  });
  afterEach(() => jest.useRealTimers());

  const storeRecord = (timeStored: number, ttl = 3600) =>
    window.localStorage.setItem(STORAGE_PREFIX + SIGN_IN_TOKEN_KEY, JSON.stringify({ value: 'tok', timeStored, ttl }));

  function advance(ms: number) {
    now += ms;
    jest.advanceTimersByTime(ms);
  }

  it('signs out and reloads when time stored + ttl seconds is reached, not before', async () => {
    storeRecord(T0);
    const onExpired = jest.fn();
    const { store, names } = setup({ RevokeCustomerToken: () => ({}) }, { user: signedIn() });
    store.dispatch(startAutoSignOut({ onExpired, now: () => now }));

    advance(3600 * 1000 - 1);
    expect(store.getState().user.isSignedIn).toBe(true);
    advance(1);
    await jest.runOnlyPendingTimersAsync();
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(rawRecord()).toBeNull();
    // The token is already dead: no revocation is asked for.
    expect(names()).not.toContain('RevokeCustomerToken');
    advance(10_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('signs out on load when the stored record is already past its ttl', async () => {
    storeRecord(T0 - 3601 * 1000);
    const onExpired = jest.fn();
    const { store } = setup({}, { user: signedIn() });
    store.dispatch(startAutoSignOut({ onExpired, now: () => now }));
    await Promise.resolve();
    await jest.runOnlyPendingTimersAsync();
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('checks every second, so a record changed meanwhile (another tab) is caught within 1000 ms', async () => {
    storeRecord(T0);
    const onExpired = jest.fn();
    const { store } = setup({}, { user: signedIn() });
    store.dispatch(startAutoSignOut({ onExpired, now: () => now }));
    advance(5000);
    expect(onExpired).not.toHaveBeenCalled();
    storeRecord(T0 - 3600 * 1000);
    advance(SIGN_IN_EXPIRY_CHECK_INTERVAL_MS);
    await jest.runOnlyPendingTimersAsync();
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(store.getState().user.isSignedIn).toBe(false);
  });

  it('at boot, runs the whole sequence for a record past its ttl and says so (the boot then reloads)', async () => {
    storeRecord(T0 - 3601 * 1000);
    const { store, extra, names } = setup({}, { user: signedIn() });
    for (const key of Object.values(CHECKOUT_STORAGE_KEYS)) if (key !== SIGN_IN_TOKEN_KEY) extra.storage.setItem(key, { saved: key });
    window.sessionStorage.setItem('checkout.draft.shippingAddress', JSON.stringify({ street: '1 Secret Way' }));
    saveCartId(extra.storage, 'default', 'customer-cart');

    await expect(store.dispatch(signOutIfSignInExpired({ now: () => now }))).resolves.toBe(true);

    expect(rawRecord()).toBeNull();
    expect(store.getState().user).toMatchObject({ isSignedIn: false, token: null });
    for (const key of Object.values(CHECKOUT_STORAGE_KEYS)) expect(extra.storage.getItem(key)).toBeUndefined();
    expect(window.sessionStorage.getItem('checkout.draft.shippingAddress')).toBeNull();
    expect(log).toEqual(expect.arrayContaining(['clear cached cart data', 'clear cached customer data', 'user/signedOut']));
    expect(readCartId(extra.storage, 'default')).toBeUndefined();
    // The token is dead: nothing is sent.
    expect(names()).toEqual([]);
  });

  it('at boot, leaves a live token and a guest alone', async () => {
    storeRecord(T0 - 3599 * 1000);
    const live = setup({}, { user: signedIn() });
    live.extra.storage.setItem('shipping_address', { saved: true });
    await expect(live.store.dispatch(signOutIfSignInExpired({ now: () => now }))).resolves.toBe(false);
    expect(live.store.getState().user.isSignedIn).toBe(true);
    expect(live.extra.storage.getItem('shipping_address')).toEqual({ saved: true });

    window.localStorage.clear();
    const guest = setup({});
    await expect(guest.store.dispatch(signOutIfSignInExpired({ now: () => now }))).resolves.toBe(false);
    expect(log).not.toContain('user/clearToken');
  });

  it('does nothing once cancelled (sign-out cancels the timers)', () => {
    storeRecord(T0);
    const onExpired = jest.fn();
    const { store } = setup({}, { user: signedIn() });
    const cancel = store.dispatch(startAutoSignOut({ onExpired, now: () => now }));
    expect(jest.getTimerCount()).toBe(2);
    cancel();
    expect(jest.getTimerCount()).toBe(0);
    advance(3601 * 1000);
    expect(onExpired).not.toHaveBeenCalled();
    expect(store.getState().user.isSignedIn).toBe(true);
  });
});
