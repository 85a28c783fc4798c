import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import ExitToApp from '@mui/icons-material/ExitToApp';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import LocalFireDepartmentRounded from '@mui/icons-material/LocalFireDepartmentRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import SwipeLeft from '@mui/icons-material/SwipeLeft';
import SwipeRight from '@mui/icons-material/SwipeRight';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import TravelExplore from '@mui/icons-material/TravelExplore';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import VolumeUpOutlined from '@mui/icons-material/VolumeUpOutlined';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { HelpItem, HelpList, HelpSection, Key } from './HelpSection';

export function HeaderIconsSection() {
  return (
    <HelpSection title="Header icons" Icon={ViewQuiltOutlined}>
      <HelpList>
        <HelpItem Icon={ExitToApp}>
          <strong>Exit app</strong> appears only when Lumen is installed on your home screen. It closes the app, or goes
          back if it cannot.
        </HelpItem>
        <HelpItem Icon={FavoriteBorder}>
          <strong>Saved insights</strong> opens everything you have saved.
        </HelpItem>
        <HelpItem Icon={SettingsOutlined}>
          <strong>Settings</strong> lets you change your learning interest and manage your subscription.
        </HelpItem>
        <HelpItem Icon={LocalFireDepartmentRounded}>
          <strong>The flame</strong> shows your streak: the days in a row you have learned something.
        </HelpItem>
      </HelpList>
    </HelpSection>
  );
}

/** ARCHITECTURE decision 3: a left swipe brings the next insight, a right swipe the previous one. */
export function SwipingSection() {
  return (
    <HelpSection title="Swiping through insights" Icon={TouchAppOutlined}>
      <HelpList label="Swipe gestures">
        <HelpItem Icon={SwipeLeft}>
          <strong>Swipe left</strong> for the next insight. New insights are generated automatically, so the feed never
          runs out.
        </HelpItem>
        <HelpItem Icon={SwipeRight}>
          <strong>Swipe right</strong> for the previous insight.
        </HelpItem>
      </HelpList>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, pt: 0.5 }}>
        On a keyboard
      </Typography>
      <HelpList label="Keyboard shortcuts">
        <HelpItem Icon={KeyboardOutlined}>
          <Key>→</Key> or <Key>n</Key> next insight
        </HelpItem>
        <HelpItem Icon={KeyboardOutlined}>
          <Key>←</Key> or <Key>p</Key> previous insight
        </HelpItem>
        <HelpItem Icon={KeyboardOutlined}>
          <Key>s</Key> save or unsave the insight
        </HelpItem>
      </HelpList>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        You can also tap the arrows beside the hint under the card.
      </Typography>
    </HelpSection>
  );
}

export function CardActionsSection() {
  return (
    <HelpSection title="Card actions" Icon={StyleOutlined}>
      <HelpList>
        <HelpItem Icon={FavoriteBorder}>
          <strong>Save</strong> with the heart to keep an insight in your saved insights; tap it again to remove it.
        </HelpItem>
        <HelpItem Icon={ShareOutlined}>
          <strong>Share</strong> on Twitter or LinkedIn, or copy a link to the insight.
        </HelpItem>
        <HelpItem Icon={TravelExplore}>
          <strong>Deep Dive</strong> gives you 4 related insights that go further into the same idea.
        </HelpItem>
        <HelpItem Icon={VolumeUpOutlined}>
          <strong>Listen</strong> reads the insight aloud; tap Stop to end it.
        </HelpItem>
      </HelpList>
    </HelpSection>
  );
}

export function RewardsSection() {
  return (
    <HelpSection title="Rewards" Icon={EmojiEventsOutlined}>
      <Typography sx={{ lineHeight: 1.55 }}>
        Engaged viewing reveals a reward image made for your interest, patch by patch. An insight counts when you read
        it for a few seconds, save it or take a deep dive.
      </Typography>
      <HelpList>
        <HelpItem Icon={CollectionsOutlined}>
          Each image has 12 patches. Once all 12 are revealed, the image is complete and goes to your{' '}
          <Link component={RouterLink} to="/gallery">
            gallery
          </Link>
          .
        </HelpItem>
      </HelpList>
    </HelpSection>
  );
}

export function TipsSection() {
  return (
    <HelpSection title="Tips" Icon={TipsAndUpdatesOutlined}>
      <HelpList>
        <HelpItem>Take your time: rushing past a card does not count towards your reward.</HelpItem>
        <HelpItem>Save what you want to remember. Saved insights come back for a quick recall review.</HelpItem>
        <HelpItem>Keep your streak alive by viewing or reviewing at least one insight a day.</HelpItem>
        <HelpItem>
          Want something specific?{' '}
          <Link component={RouterLink} to="/generate">
            Generate your own insight
          </Link>{' '}
          from a prompt and topics.
        </HelpItem>
        <HelpItem>
          Curious about something new? Change your learning interest in{' '}
          <Link component={RouterLink} to="/settings">
            Settings
          </Link>
          .
        </HelpItem>
        <HelpItem>Add Lumen to your home screen to use it like an app.</HelpItem>
      </HelpList>
    </HelpSection>
  );
}
