import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface ChartCardProps {
  title: string;
  testId: string;
  /** The chart, drawn only when there is data; otherwise the `empty` text shows. */
  children: ReactNode;
  empty: string;
  hasData: boolean;
}

/** A titled region (named by its title) holding one chart or its empty-state text. */
export function ChartCard({ title, testId, children, empty, hasData }: ChartCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={testId} sx={{ p: 2, borderRadius: '18px' }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
        {title}
      </Typography>
      {hasData ? (
        children
      ) : (
        <Box sx={{ py: 5, textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
        </Box>
      )}
    </Card>
  );
}
