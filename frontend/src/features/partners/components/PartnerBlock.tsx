import type { PartnerChoice } from '@lumen/contracts';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';

/** SPEC §2/§9: the learning-partner promotion under a card, in the partner's accent. */
export function PartnerBlock({ choice }: { choice: PartnerChoice }) {
  const { partner, label } = choice;
  const nameId = useId();

  return (
    <Box
      component="aside"
      aria-labelledby={nameId}
      data-testid="partner-block"
      sx={{
        mt: 1.5,
        p: 1.75,
        borderRadius: '16px',
        textAlign: 'center',
        bgcolor: alpha(partner.accent, 0.06),
        border: `1px solid ${alpha(partner.accent, 0.25)}`,
      }}
    >
      <Typography
        variant="caption"
        sx={{ display: 'block', color: 'text.secondary', letterSpacing: '0.08em', fontWeight: 600 }}
      >
        {label}
      </Typography>
      <Typography id={nameId} component="p" sx={{ fontWeight: 700, color: partner.accent, mt: 0.5 }}>
        {partner.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.primary', mt: 0.5, lineHeight: 1.5 }}>
        {partner.message}
      </Typography>
      <Button
        component="a"
        href={partner.url}
        target="_blank"
        rel="noopener"
        size="small"
        variant="contained"
        endIcon={<OpenInNew aria-hidden />}
        sx={{
          mt: 1.25,
          borderRadius: 999,
          px: 2,
          bgcolor: partner.accent,
          color: 'common.white',
          '&:hover': { bgcolor: `color-mix(in srgb, ${partner.accent} 82%, #000)` },
        }}
      >
        {partner.cta}
      </Button>
    </Box>
  );
}
