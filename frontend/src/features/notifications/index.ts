export { ToastProvider, TOAST_MAX_WIDTH } from './components/ToastProvider';
export { useToast } from './hooks/useToast';
export type { ToastOptions, ToastVariant } from './hooks/toastContext';
