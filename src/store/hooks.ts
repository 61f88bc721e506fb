import { useDispatch, useSelector, useStore } from 'react-redux';
import type { UnknownAction } from 'redux';
import type { ThunkAction } from 'redux-thunk';
import type { AppDispatch, AppStore, RootState, ThunkExtra } from './configureStore';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * A thunk: a step of §4 (dispatching its request and receive stages, which the slices handle, and resolving with
 * its result or rejecting with its error) or a flow of steps (start-up, sign-out, timers).
 */
export type AppThunk<Result = void> = ThunkAction<Result, RootState, ThunkExtra, UnknownAction>;

/**
 * For a step whose failure its slice keeps, and the screen shows from there: the rejection needs nothing more
 * (`void dispatch(getCartDetails()).catch(keptInState)`), and must not reach the unhandled-error toast.
 */
export function keptInState(): void {}
