import { useContext } from 'react';
import { ToastContext, type ToastFn } from './toastContext';

export function useToast(): { toast: ToastFn } {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return { toast };
}
