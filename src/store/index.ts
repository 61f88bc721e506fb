export { configureAppStore, type AppStore, type AppDispatch, type RootState, type ThunkExtra } from './configureStore';
export { useAppDispatch, useAppSelector, useAppStore, createAppAsyncThunk, type AppThunk } from './hooks';
export { reportUnhandledError } from './unhandledErrorMiddleware';
export * from './slices/appSlice';
export * from './slices/catalogSlice';
