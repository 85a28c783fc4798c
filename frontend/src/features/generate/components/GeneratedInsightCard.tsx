import { type GeneratedInsight, splitHook } from '@lumen/contracts';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import DynamicFeed from '@mui/icons-material/DynamicFeed';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { InsightBanner, TagChips } from '../../insights';
import { GENERATE_TEXTS } from '../messages';

/** Who wrote it: the badge only for an LLM insight; an offline library match says so plainly. */
function Origin({ generatedBy }: { generatedBy: GeneratedInsight['generatedBy'] }) {
  if (generatedBy === 'llm')
    return <Chip size="small" color="primary" icon={<AutoAwesome aria-hidden />} label={GENERATE_TEXTS.aiBadge} />;
  return (
    <Alert severity="info" role="note" icon={<CloudOffOutlined aria-hidden />} sx={{ py: 0, borderRadius: 2 }}>
      {GENERATE_TEXTS.libraryNote}
    </Alert>
  );
}

export function GeneratedInsightCard({ insight, onAgain }: { insight: GeneratedInsight; onAgain: () => void }) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { hook, body } = splitHook(insight.text);

  // The form is gone: keyboard and screen-reader users continue from the result.
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ borderRadius: '24px', boxShadow: '0 10px 30px rgba(29, 27, 47, 0.08)' }}
    >
      <Stack component="header" spacing={1} sx={{ px: 2.25, py: 1.75 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            id={titleId}
            ref={titleRef}
            tabIndex={-1}
            variant="h2"
            sx={{ fontSize: '1.2rem', outline: 'none' }}
          >
            {GENERATE_TEXTS.resultTitle}
          </Typography>
          {insight.generatedBy === 'llm' && <Origin generatedBy="llm" />}
        </Stack>
        {insight.generatedBy === 'library' && <Origin generatedBy="library" />}
      </Stack>
      <InsightBanner insight={insight} />
      <Stack spacing={1.25} sx={{ px: 2.25, pt: 2, pb: 2.5 }}>
        <Typography sx={{ fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
          {hook}
        </Typography>
        {body && (
          <Typography sx={{ fontSize: '1.02rem', lineHeight: 1.6, overflowWrap: 'anywhere' }}>{body}</Typography>
        )}
        {insight.source && (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic', overflowWrap: 'anywhere' }}>
            Source: {insight.source}
          </Typography>
        )}
        <TagChips tags={insight.tags} />
      </Stack>
      <Box component="footer" sx={{ px: 2.25, pb: 2.25 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25}>
          <Button variant="outlined" size="large" fullWidth startIcon={<Refresh aria-hidden />} onClick={onAgain}>
            {GENERATE_TEXTS.again}
          </Button>
          <Button
            component={Link}
            to="/"
            variant="contained"
            size="large"
            fullWidth
            startIcon={<DynamicFeed aria-hidden />}
          >
            {GENERATE_TEXTS.viewInFeed}
          </Button>
        </Stack>
      </Box>
    </Card>
  );
}
