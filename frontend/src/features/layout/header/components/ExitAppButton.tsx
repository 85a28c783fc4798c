import ExitToApp from '@mui/icons-material/ExitToApp';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useIsStandalone } from '../../../../lib/standalone';
import { headerButtonSx } from './headerButtonSx';

// Browsers only let scripts close windows they opened; when the close is refused we go back instead.
const CLOSE_CHECK_DELAY_MS = 150;

export function exitApp(): void {
  window.close();
  window.setTimeout(() => {
    if (!window.closed) window.history.back();
  }, CLOSE_CHECK_DELAY_MS);
}

/** Shown only when the app runs installed, where there is no browser chrome to leave with. */
export function ExitAppButton() {
  const standalone = useIsStandalone();
  if (!standalone) return null;
  return (
    <Tooltip title="Exit app">
      <IconButton aria-label="Exit app" color="inherit" onClick={exitApp} sx={headerButtonSx}>
        <ExitToApp />
      </IconButton>
    </Tooltip>
  );
}
