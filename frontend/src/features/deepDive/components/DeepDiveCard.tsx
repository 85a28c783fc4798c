import type { Insight } from '@lumen/contracts';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TagChips } from '../../insights';

/** One insight of a deep dive, under its label ('Original Insight', 'Insight 1', ...). */
export function DeepDiveCard({
  label,
  insight,
  level,
  highlight = false,
}: {
  label: string;
  insight: Insight;
  level: 'h2' | 'h3';
  highlight?: boolean;
}) {
  const labelId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={labelId}
      sx={{
        borderRadius: '20px',
        p: 2.25,
        ...(highlight && { borderColor: 'primary.main', boxShadow: '0 10px 30px rgba(91, 75, 219, 0.12)' }),
      }}
    >
      <Stack spacing={1.5}>
        <Typography
          id={labelId}
          component={level}
          variant="overline"
          sx={{ color: 'primary.main', fontWeight: 700, lineHeight: 1.5 }}
        >
          {label}
        </Typography>
        <TagChips tags={insight.tags} />
        <Typography sx={{ fontSize: '1.02rem', lineHeight: 1.6, overflowWrap: 'anywhere' }}>{insight.text}</Typography>
        {insight.source && (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic', overflowWrap: 'anywhere' }}>
            Source: {insight.source}
          </Typography>
        )}
      </Stack>
    </Card>
  );
}
