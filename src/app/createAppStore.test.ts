import { applyCouponStages } from '../features/cart/cartActions';
import { editCheckout } from '../features/checkout/checkoutActions';
import { checkoutReducer } from '../features/checkout/checkoutSlice';
import { BrowserStorage } from '../lib/storage';
import type { AppThunk } from '../store/hooks';
import { collectUnhandledError, markErrorHandled, setOffline, setOnline, toggleDrawer, closeDrawer, toggleSearch } from '../store/slices/appSlice';
import { setCurrentPage, setPrevPageTotal, updateCategories } from '../store/slices/catalogSlice';
import { runInStages, stages } from '../store/stages';
import { createTestStore } from './store.testing';

describe('the Redux store', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts with the state shapes of the spec', () => {
    const { store } = createTestStore();
    const state = store.getState();
    expect(Object.keys(state).sort()).toEqual(['app', 'cart', 'catalog', 'checkout', 'user']);
    expect(state.app).toEqual({
      drawer: null,
      overlay: false,
      isOnline: true,
      hasBeenOffline: false,
      isPageLoading: false,
      searchOpen: false,
      nextRootComponent: null,
      pending: {},
      isErrorHandled: true,
      unhandledErrors: []
    });
    expect(state.catalog).toEqual({ categories: {}, currentPage: 1, pageSize: 6, prevPageTotal: null });
    expect(state.cart).toMatchObject({ cartId: null, details: {}, shippingMethods: [], isLoading: false });
    expect(state.checkout).toMatchObject({ receipt: { order: {} }, isSubmitting: false, availableShippingMethods: [] });
    expect(state.user).toMatchObject({ token: null, isSignedIn: false, currentUser: { email: '', firstname: '', lastname: '' } });
  });

  it('keeps the checkout state initial until the checkout page adds its reducer, which then handles checkout actions', () => {
    const { store } = createTestStore();
    const before = store.getState();
    store.dispatch(editCheckout('contact'));
    expect(store.getState().checkout).toBe(before.checkout);
    expect(store.getState().checkout.editing).toBeNull();

    store.addSliceReducer('checkout', checkoutReducer);
    // Adding it changes no state; adding it again changes nothing either.
    expect(store.getState()).toBe(before);
    store.addSliceReducer('checkout', checkoutReducer);
    store.dispatch(editCheckout('contact'));
    expect(store.getState().checkout.editing).toBe('contact');
    expect(store.getState().cart).toBe(before.cart);
  });

  it('starts signed in when a live sign-in token is stored', () => {
    const storage = new BrowserStorage(window.localStorage);
    storage.setItem('signin_token', 'tok', 3600);
    const { store } = createTestStore({ storage });
    expect(store.getState().user).toMatchObject({ token: 'tok', isSignedIn: true });
  });

  it('hands thunks the { apollo, rest, storage } extra argument', async () => {
    const { store, extra } = createTestStore();
    let received: unknown;
    const probe = (): AppThunk => (_dispatch, _getState, thunkExtra) => {
      received = thunkExtra;
    };
    store.dispatch(probe());
    expect(received).toBe(extra);
  });

  it('handles the simple app actions of the spec', () => {
    const { store } = createTestStore();
    store.dispatch(toggleDrawer('nav'));
    expect(store.getState().app).toMatchObject({ drawer: 'nav', overlay: true });
    store.dispatch(closeDrawer());
    expect(store.getState().app).toMatchObject({ drawer: null, overlay: false });
    store.dispatch(toggleSearch());
    expect(store.getState().app.searchOpen).toBe(true);
    store.dispatch(setOffline());
    expect(store.getState().app).toMatchObject({ isOnline: false, hasBeenOffline: true });
    store.dispatch(setOnline());
    expect(store.getState().app).toMatchObject({ isOnline: true, hasBeenOffline: true });
  });

  it('handles the catalog actions, keeping categories by id with children ids and parent id', () => {
    const { store } = createTestStore();
    store.dispatch(setCurrentPage(3));
    store.dispatch(setPrevPageTotal(4));
    store.dispatch(
      updateCategories({
        uid: 'root',
        name: 'Root',
        children_count: '2',
        children: [
          { uid: 'a', name: 'Tops', children: [{ uid: 'a1' }] },
          { uid: 'b', name: 'Pants' }
        ]
      })
    );
    const { catalog } = store.getState();
    expect(catalog.currentPage).toBe(3);
    expect(catalog.prevPageTotal).toBe(4);
    expect(catalog.categories.root).toEqual({ uid: 'root', name: 'Root', children_count: '2', children: ['a', 'b'] });
    expect(catalog.categories.a).toEqual({ uid: 'a', name: 'Tops', children: ['a1'], parentId: 'root' });
    // A later, deeper query adds to what is known.
    store.dispatch(updateCategories({ uid: 'a', children_count: '1', children: [{ uid: 'a1', name: 'Tees' }] }));
    expect(store.getState().catalog.categories.a).toMatchObject({ name: 'Tops', parentId: 'root', children_count: '1' });
    expect(store.getState().catalog.categories.a1).toEqual({ uid: 'a1', name: 'Tees', parentId: 'a' });
  });
});

describe('unhandled errors', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('collects a failed step that no slice stores, logs it with its id, and still rejects to the caller', async () => {
    const { store } = createTestStore();
    const failing = (): AppThunk<Promise<void>> => (dispatch) =>
      runInStages(dispatch, stages()('test/failing'), async () => {
        throw new Error('Backend exploded');
      });
    await expect(store.dispatch(failing())).rejects.toThrow('Backend exploded');
    const [error] = store.getState().app.unhandledErrors;
    expect(error).toMatchObject({ message: 'Backend exploded', actionType: 'test/failing/receive' });
    expect(store.getState().app.isErrorHandled).toBe(false);
    expect(consoleError).toHaveBeenCalledWith(`Unhandled error ${error.id}:`, expect.objectContaining({ message: 'Backend exploded' }));
  });

  it('leaves errors that a slice stores alone', () => {
    const { store } = createTestStore();
    // The cart slice stores a failed coupon change (the coupon form shows it): not an unhandled error.
    const invalid = new Error("The coupon code isn't valid.");
    store.dispatch(applyCouponStages.fail(invalid));
    expect(store.getState().cart.couponError).toBe(invalid);
    expect(store.getState().app.unhandledErrors).toEqual([]);
    store.dispatch({ type: 'nobody/listens', payload: new Error('lost'), error: true });
    expect(store.getState().app.unhandledErrors).toEqual([expect.objectContaining({ message: 'lost', actionType: 'nobody/listens' })]);
  });

  it('ignores actions that carry no error', () => {
    const { store } = createTestStore();
    store.dispatch({ type: 'nobody/listens', payload: new Error('just data') });
    store.dispatch({ type: 'nobody/listens', payload: 'fine', error: false });
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });

  it('keeps errors until each is marked handled', () => {
    const { store } = createTestStore();
    store.dispatch(collectUnhandledError({ id: 'e1', message: 'one' }));
    store.dispatch(collectUnhandledError({ id: 'e2', message: 'two' }));
    store.dispatch(markErrorHandled('e1'));
    expect(store.getState().app.unhandledErrors.map((error) => error.id)).toEqual(['e2']);
    expect(store.getState().app.isErrorHandled).toBe(false);
    store.dispatch(markErrorHandled('e2'));
    expect(store.getState().app.isErrorHandled).toBe(true);
  });
});
