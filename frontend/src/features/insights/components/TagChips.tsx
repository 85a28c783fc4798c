import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import { tagStyle } from '../categories';

/** A tag as a tinted chip in its category accent; `small` drops the icon (badges on saved cards). */
export function TagChips({
  tags,
  small = false,
  label = 'Topics',
}: {
  tags: readonly string[];
  small?: boolean;
  label?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none', minWidth: 0 }}
    >
      {tags.map((tag) => {
        const { label: text, accent, Icon } = tagStyle(tag);
        return (
          <li key={tag}>
            <Chip
              size="small"
              label={text}
              icon={small ? undefined : <Icon aria-hidden />}
              sx={{
                bgcolor: alpha(accent, 0.1),
                color: accent,
                fontWeight: 600,
                height: small ? 24 : 28,
                '& .MuiChip-icon': { color: accent, fontSize: 16 },
              }}
            />
          </li>
        );
      })}
    </Stack>
  );
}
