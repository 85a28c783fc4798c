import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Link } from 'react-router';
import { StreakBadge } from '../../../streak';
import { BrandMark, PRODUCT_NAME } from './BrandMark';
import { ExitAppButton } from './ExitAppButton';
import { HeaderIconLink } from './HeaderIconLink';

function Logo() {
  return (
    <Box
      component={Link}
      to="/"
      aria-label={`${PRODUCT_NAME} home`}
      sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 1 }}
    >
      <BrandMark />
    </Box>
  );
}

export function AppHeader() {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'rgba(255, 255, 255, 0.92)',
        backdropFilter: 'blur(8px)',
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 56 }, px: { xs: 1, sm: 2 } }}>
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        <StreakBadge />
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center' }}>
          <ExitAppButton />
          <HeaderIconLink to="/saved" label="Saved insights">
            <FavoriteBorder />
          </HeaderIconLink>
          <HeaderIconLink to="/help" label="Help">
            <HelpOutlineOutlined />
          </HeaderIconLink>
          <HeaderIconLink to="/settings" label="Settings">
            <SettingsOutlined />
          </HeaderIconLink>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
