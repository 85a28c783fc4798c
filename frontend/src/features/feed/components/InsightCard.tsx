import { type Insight, splitHook } from '@lumen/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { InsightBanner, TagChips } from '../../insights';
import { SaveToggle } from './SaveToggle';

export interface InsightCardProps {
  insight: Insight;
  saved: boolean;
  saving: boolean;
  onToggleSave: () => void;
  /** Card actions placed before the save toggle (listen, share). */
  actionsBefore?: ReactNode;
  /** Card actions placed after the save toggle (deep dive). */
  actionsAfter?: ReactNode;
  /** Extra content under the source line (learning partner). */
  footer?: ReactNode;
  /** The recall-rating panel, last in the card, for a card due for review. */
  review?: ReactNode;
}

export function InsightCard({
  insight,
  saved,
  saving,
  onToggleSave,
  actionsBefore,
  actionsAfter,
  footer,
  review,
}: InsightCardProps) {
  const hookId = useId();
  const { hook, body } = splitHook(insight.text);

  return (
    <Card
      component="article"
      aria-labelledby={hookId}
      sx={{ borderRadius: '24px', boxShadow: '0 10px 30px rgba(29, 27, 47, 0.08)' }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, px: 1.5, py: 1.25 }}
      >
        <Box sx={{ flex: '1 1 auto', minWidth: 0, pt: 0.5 }}>
          <TagChips tags={insight.tags} />
        </Box>
        {/* On a narrow phone the actions wrap below the tags, kept to the right. */}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0, ml: 'auto' }}>
          {actionsBefore}
          <SaveToggle saved={saved} busy={saving} onToggle={onToggleSave} />
          {actionsAfter}
        </Stack>
      </Box>
      <InsightBanner insight={insight} />
      <Stack spacing={1.25} sx={{ px: 2.25, pt: 2, pb: insight.source || footer ? 1 : 2.5 }}>
        <Typography
          id={hookId}
          component="h2"
          sx={{ fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.35, overflowWrap: 'anywhere' }}
        >
          {hook}
        </Typography>
        {body && (
          <Typography sx={{ fontSize: '1.02rem', lineHeight: 1.6, color: 'text.primary', overflowWrap: 'anywhere' }}>
            {body}
          </Typography>
        )}
      </Stack>
      {(insight.source || footer) && (
        <Box component="footer" sx={{ px: 2.25, pb: 2, pt: 0.5 }}>
          {insight.source && (
            <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic', overflowWrap: 'anywhere' }}>
              Source: {insight.source}
            </Typography>
          )}
          {footer}
        </Box>
      )}
      {review && <Box sx={{ px: 2.25, pt: 1.5, pb: 2, borderTop: '1px solid', borderColor: 'divider' }}>{review}</Box>}
    </Card>
  );
}
