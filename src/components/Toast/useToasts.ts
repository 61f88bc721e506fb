import { useContext } from 'react';
import { ToastContext, type ToastApi } from './ToastContext';

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts must be used inside <ToastProvider>.');
  return api;
}
