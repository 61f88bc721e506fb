export { useAppDispatch, useAppSelector } from './hooks';
export { reportUnhandledError } from './unhandledErrorMiddleware';
export * from './slices/appSlice';
export * from './slices/catalogSlice';
