import type { GeneratedInsight } from '@lumen/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  categoryAccent,
  categoryLabel,
  CONCEPT_ICONS,
  DEFAULT_ICON_CONCEPT,
  iconConceptFor,
  VIDEO_FALLBACK,
} from '../../insights';

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const;

function Media({ insight }: { insight: GeneratedInsight }) {
  const [imageFailed, setImageFailed] = useState(false);
  if (insight.videoUrl)
    return (
      <Box
        component="video"
        controls
        playsInline
        preload="metadata"
        src={insight.videoUrl}
        sx={{ ...fill, bgcolor: 'common.black' }}
      >
        {VIDEO_FALLBACK}
      </Box>
    );
  if (!insight.imageUrl || imageFailed) return null;
  return <Box component="img" src={insight.imageUrl} alt="" onError={() => setImageFailed(true)} sx={fill} />;
}

/** The learner's video, else their image, else a gradient in the category accent; with icon and label. */
export function GeneratedBanner({ insight }: { insight: GeneratedInsight }) {
  const accent = categoryAccent(insight.tags);
  const label = categoryLabel(insight);
  const Icon = CONCEPT_ICONS[iconConceptFor(insight.text)] ?? CONCEPT_ICONS[DEFAULT_ICON_CONCEPT];
  const onVideo = Boolean(insight.videoUrl);
  return (
    <Box
      data-testid="generated-banner"
      sx={{
        position: 'relative',
        height: 'clamp(120px, 22dvh, 200px)',
        overflow: 'hidden',
        background: `radial-gradient(circle at 85% 20%, rgba(255,255,255,0.28), transparent 45%), linear-gradient(135deg, ${accent} 0%, color-mix(in srgb, ${accent} 70%, #000) 100%)`,
      }}
    >
      <Media insight={insight} />
      {!onVideo && (
        <Box
          aria-hidden
          sx={{ ...fill, background: 'linear-gradient(180deg, transparent 40%, rgba(0,0,0,0.45) 100%)' }}
        />
      )}
      <Box
        sx={{
          position: 'absolute',
          left: 12,
          ...(onVideo ? { top: 12 } : { bottom: 12 }),
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: 'common.white',
          pointerEvents: 'none',
          maxWidth: 'calc(100% - 24px)',
        }}
      >
        {Icon && <Icon aria-hidden fontSize="small" />}
        {label && (
          <Typography
            component="span"
            noWrap
            sx={{ fontWeight: 700, fontSize: '0.8rem', letterSpacing: '0.06em', textTransform: 'uppercase' }}
          >
            {label}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
