import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { type ReactNode, useCallback, useState } from 'react';
import { ToastContext, type ToastOptions } from '../hooks/toastContext';

export const TOAST_MAX_WIDTH = 420;
export const DEFAULT_TOAST_DURATION_MS = 5000;

interface ActiveToast extends ToastOptions {
  id: number;
}

/** SPEC: a single toast slot; a new toast replaces the one showing. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveToast | null>(null);
  const toast = useCallback(
    (options: ToastOptions) => setActive((previous) => ({ ...options, id: (previous?.id ?? 0) + 1 })),
    [],
  );
  const close = () => setActive(null);
  const destructive = active?.variant === 'destructive';

  return (
    <ToastContext value={toast}>
      {children}
      {active && (
        <Snackbar
          key={active.id}
          open
          autoHideDuration={active.duration ?? DEFAULT_TOAST_DURATION_MS}
          onClose={(_event, reason) => reason !== 'clickaway' && close()}
          // At the top, under the sticky header: on a phone the primary actions sit at the bottom.
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          sx={{ top: { xs: 64, sm: 72 } }}
        >
          <Alert
            onClose={close}
            severity={destructive ? 'error' : 'info'}
            icon={destructive ? undefined : false}
            variant="filled"
            sx={{
              width: '100%',
              maxWidth: TOAST_MAX_WIDTH,
              ...(destructive ? {} : { bgcolor: 'grey.900', color: 'common.white' }),
            }}
          >
            <AlertTitle sx={{ mb: active.description ? 0.5 : 0 }}>{active.title}</AlertTitle>
            {active.description}
          </Alert>
        </Snackbar>
      )}
    </ToastContext>
  );
}
