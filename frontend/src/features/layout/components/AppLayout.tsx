import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { AppHeader } from '../header/components/AppHeader';

/** Every app page below the shared sticky header. */
export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppHeader />
      <Container component="main" maxWidth="sm" sx={{ py: 3, px: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
