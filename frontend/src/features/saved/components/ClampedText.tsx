import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

/** SPEC §9: texts longer than this are clamped to 4 lines with Show more / Show less. */
export const CLAMP_THRESHOLD = 150;
const CLAMP_LINES = 4;

export function ClampedText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const clampable = text.length > CLAMP_THRESHOLD;
  const clamped = clampable && !expanded;

  return (
    <div>
      <Typography
        id={id}
        data-clamped={clamped || undefined}
        sx={{
          lineHeight: 1.55,
          overflowWrap: 'anywhere',
          ...(clamped && {
            display: '-webkit-box',
            WebkitLineClamp: CLAMP_LINES,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }),
        }}
      >
        {text}
      </Typography>
      {clampable && (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          sx={{ px: 0.5, ml: -0.5, mt: 0.5 }}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </div>
  );
}
