import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const PRODUCT_NAME = 'Lumen';

/** The product's icon and name; the header wraps it in a link home. */
export function BrandMark() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'primary.main' }}>
      <AutoAwesome aria-hidden />
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em', color: 'text.primary' }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
