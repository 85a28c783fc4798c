import type { Insight } from '@lumen/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CONCEPT_ICONS, DEFAULT_ICON_CONCEPT, iconConceptFor } from '../bannerIcons';
import { categoryAccent, categoryLabel } from '../categories';
import { VIDEO_FALLBACK } from '../media';

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const;

function BannerMedia({ insight }: { insight: Insight }) {
  const [imageFailed, setImageFailed] = useState(false);
  if (insight.videoUrl) {
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
  }
  if (!insight.imageUrl || imageFailed) return null;
  return (
    <Box
      component="img"
      src={insight.imageUrl}
      alt=""
      draggable={false}
      onError={() => setImageFailed(true)}
      sx={fill}
    />
  );
}

function CategoryIcon({ text }: { text: string }) {
  const Icon = CONCEPT_ICONS[iconConceptFor(text)] ?? CONCEPT_ICONS[DEFAULT_ICON_CONCEPT];
  return Icon ? <Icon aria-hidden fontSize="small" /> : null;
}

/** The banner: video, else image, else a gradient in the category accent; with the category icon and label. */
export function InsightBanner({ insight }: { insight: Insight }) {
  const accent = categoryAccent(insight.tags);
  const label = categoryLabel(insight);
  const onVideo = Boolean(insight.videoUrl);

  return (
    <Box
      data-testid="insight-banner"
      sx={{
        position: 'relative',
        height: 'clamp(120px, 21dvh, 200px)',
        overflow: 'hidden',
        background: `radial-gradient(circle at 85% 20%, rgba(255,255,255,0.28), transparent 45%), linear-gradient(135deg, ${accent} 0%, color-mix(in srgb, ${accent} 70%, #000) 100%)`,
      }}
    >
      <BannerMedia insight={insight} />
      {!onVideo && (
        <Box
          aria-hidden
          sx={{
            ...fill,
            background: 'linear-gradient(180deg, transparent 40%, rgba(0,0,0,0.45) 100%)',
            pointerEvents: 'none',
          }}
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
          pointerEvents: 'none',
          color: 'common.white',
          maxWidth: 'calc(100% - 24px)',
        }}
      >
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 36,
            height: 36,
            borderRadius: '50%',
            bgcolor: 'rgba(0,0,0,0.28)',
            backdropFilter: 'blur(4px)',
          }}
        >
          <CategoryIcon text={insight.text} />
        </Box>
        {label && (
          <Typography
            component="span"
            sx={{
              fontWeight: 700,
              fontSize: '0.8rem',
              letterSpacing: '0.06em',
              textTransform: 'uppercase',
              textShadow: '0 1px 3px rgba(0,0,0,0.5)',
            }}
            noWrap
          >
            {label}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
