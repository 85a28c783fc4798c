import type { Insight } from '@lumen/contracts';
import ContentCopy from '@mui/icons-material/ContentCopy';
import LinkedIn from '@mui/icons-material/LinkedIn';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import X from '@mui/icons-material/X';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type SvgIconComponent } from '@mui/icons-material';
import { useId, useState } from 'react';
import type { OnPersisted } from '../../insights';
import { type ShareTarget, useShareInsight } from '../hooks/useShareInsight';

const ITEMS: readonly { target: ShareTarget; label: string; Icon: SvgIconComponent }[] = [
  { target: 'twitter', label: 'Share on Twitter', Icon: X },
  { target: 'linkedin', label: 'Share on LinkedIn', Icon: LinkedIn },
  { target: 'copy', label: 'Copy Link', Icon: ContentCopy },
];

/** SPEC §2 card: a Share button with a menu of exactly Twitter, LinkedIn and Copy Link. */
export function ShareMenu({ insight, onPersisted }: { insight: Insight; onPersisted?: OnPersisted }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const share = useShareInsight(insight, onPersisted);
  const open = anchor !== null;

  const choose = (target: ShareTarget) => {
    setAnchor(null);
    share.mutate(target);
  };

  return (
    <>
      <Tooltip title="Share">
        <IconButton
          aria-label="Share"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          aria-busy={share.isPending || undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ border: 1, borderColor: 'divider', width: 36, height: 36, color: 'text.secondary' }}
        >
          <ShareOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        // Keys typed in the menu must not move or save the card behind it.
        onKeyDown={(event) => event.stopPropagation()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {ITEMS.map(({ target, label, Icon }) => (
          <MenuItem key={target} onClick={() => choose(target)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
