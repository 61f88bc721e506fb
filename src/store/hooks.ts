import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState, ThunkExtra } from './configureStore';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** createAsyncThunk that knows the root state, dispatch and the `{ apollo, rest, storage }` extra. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
}>();

/**
 * A thunk that runs a flow rather than one stage (start-up, sign-out, timers, a sequence of stages): the stages
 * themselves are `createAppAsyncThunk`s, whose pending/fulfilled/rejected actions the slices handle.
 */
export type AppThunk<Result = void> = ThunkAction<Result, RootState, ThunkExtra, UnknownAction>;
