import { createContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast hides itself. */
  duration?: number;
}

export type ToastFn = (options: ToastOptions) => void;

export const ToastContext = createContext<ToastFn | null>(null);
