import { RATING_LABELS } from '@lumen/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RECALL_QUESTION } from '../messages';

interface RecallPanelProps {
  /** The rating being recorded or just recorded. */
  picked?: number;
  disabled: boolean;
  onRate: (quality: number) => void;
}

/** SPEC §2: six rating buttons, Again (0) to Perfect (5), in two rows to fit a phone. */
export function RecallPanel({ picked, disabled, onRate }: RecallPanelProps) {
  const questionId = useId();
  return (
    <Box role="group" aria-labelledby={questionId}>
      <Typography id={questionId} sx={{ fontWeight: 600, fontSize: '0.95rem', mb: 1 }}>
        {RECALL_QUESTION}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.75 }}>
        {RATING_LABELS.map((label, quality) => (
          <Button
            key={label}
            size="small"
            variant={picked === quality ? 'contained' : 'outlined'}
            // The picked rating stays highlighted (the handler ignores presses while disabled).
            disabled={disabled && picked !== quality}
            aria-busy={(disabled && picked === quality) || undefined}
            onClick={() => !disabled && onRate(quality)}
            sx={{ minHeight: 40, borderRadius: 999 }}
          >
            {label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
