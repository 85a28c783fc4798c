import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface StatCardProps {
  title: string;
  value: string;
  detail: string;
  icon: ReactNode;
}

/** One figure with its title and a line of detail; a group named by its title. */
export function StatCard({ title, value, detail, icon }: StatCardProps) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} sx={{ p: 1.75, borderRadius: '18px', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
          {title}
        </Typography>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
      </Box>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.3, mt: 0.5 }}>{value}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', overflowWrap: 'anywhere' }}>
        {detail}
      </Typography>
    </Card>
  );
}
