import type { Insight } from '@lumen/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TagChips } from '../../insights';
import { ClampedText } from './ClampedText';

export function SavedInsightCard({
  insight,
  removing,
  onRemove,
}: {
  insight: Insight;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <Card
      component="article"
      sx={{ p: 2, borderRadius: '18px', height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <ClampedText text={insight.text} />
      {insight.source && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          From: {insight.source}
        </Typography>
      )}
      <Stack direction="row" sx={{ mt: 'auto', alignItems: 'flex-end', justifyContent: 'space-between', gap: 1 }}>
        <TagChips tags={insight.tags} small />
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlined aria-hidden />}
          onClick={onRemove}
          disabled={removing}
          sx={{ flexShrink: 0 }}
        >
          Remove
        </Button>
      </Stack>
    </Card>
  );
}
