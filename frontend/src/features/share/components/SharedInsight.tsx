import type { Insight } from '@lumen/contracts';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { TagChips, VIDEO_FALLBACK } from '../../insights';
import { PRODUCT_NAME } from '../../layout';

const media = { display: 'block', width: '100%', borderRadius: '16px', bgcolor: 'grey.100' } as const;

function SharedImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      onError={() => setFailed(true)}
      sx={{ ...media, aspectRatio: '16 / 9', objectFit: 'cover' }}
    />
  );
}

/** The public view of one insight: tags, media, the quote, its source and a way into the app. */
export function SharedInsight({ insight }: { insight: Insight }) {
  return (
    <Stack spacing={3}>
      <Card component="article" sx={{ borderRadius: '24px', p: { xs: 2.25, sm: 3 } }}>
        <Stack spacing={2.25}>
          <TagChips tags={insight.tags} />
          {insight.imageUrl && <SharedImage src={insight.imageUrl} />}
          {insight.videoUrl && (
            <Box component="video" controls playsInline preload="metadata" src={insight.videoUrl} sx={media}>
              {VIDEO_FALLBACK}
            </Box>
          )}
          <Box component="blockquote" sx={{ m: 0, position: 'relative', pl: 4 }}>
            <FormatQuote
              aria-hidden
              sx={{ position: 'absolute', left: -4, top: -6, fontSize: 36, color: 'primary.main', opacity: 0.5 }}
            />
            <Typography sx={{ fontSize: '1.2rem', lineHeight: 1.6, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {insight.text}
            </Typography>
          </Box>
          {insight.source && (
            <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic', overflowWrap: 'anywhere' }}>
              From: {insight.source}
            </Typography>
          )}
        </Stack>
      </Card>
      <Button component={Link} to="/" variant="contained" size="large" fullWidth>
        Explore More Insights
      </Button>
      <Typography component="footer" variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        Shared from {PRODUCT_NAME} — bite-sized insights, one card at a time.
      </Typography>
    </Stack>
  );
}
