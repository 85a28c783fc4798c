import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark, PRODUCT_NAME } from '../../layout';

/**
 * The public page's frame: the logo home and nothing that needs a learner, so a visitor opening a
 * shared link makes no account (the app's header would load a streak).
 */
export function ShareLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          minHeight: 56,
          px: 2,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box
          component={Link}
          to="/"
          aria-label={`${PRODUCT_NAME} home`}
          sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 1 }}
        >
          <BrandMark />
        </Box>
      </Box>
      <Container component="main" maxWidth="sm" sx={{ py: 3, px: { xs: 2, sm: 3 } }}>
        {children}
      </Container>
    </Box>
  );
}
