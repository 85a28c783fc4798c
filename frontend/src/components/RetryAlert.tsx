import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A failed load, with its error text and a way to try again. */
export function RetryAlert({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}
