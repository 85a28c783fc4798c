import Balance from '@mui/icons-material/Balance';
import Biotech from '@mui/icons-material/Biotech';
import EmojiObjects from '@mui/icons-material/EmojiObjects';
import Fingerprint from '@mui/icons-material/Fingerprint';
import HistoryEdu from '@mui/icons-material/HistoryEdu';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MenuBook from '@mui/icons-material/MenuBook';
import Memory from '@mui/icons-material/Memory';
import Palette from '@mui/icons-material/Palette';
import Park from '@mui/icons-material/Park';
import Psychology from '@mui/icons-material/Psychology';
import Public from '@mui/icons-material/Public';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import Savings from '@mui/icons-material/Savings';
import Science from '@mui/icons-material/Science';
import TipsAndUpdates from '@mui/icons-material/TipsAndUpdates';
import type { SvgIconComponent } from '@mui/icons-material';
import { CATEGORY_SLUGS, type CategorySlug } from '@lumen/contracts';

export interface CategoryStyle {
  label: string;
  /** Readable on white and on a light tint of itself (WCAG AA for text). */
  accent: string;
  Icon: SvgIconComponent;
}

/** SPEC §3: every category slug has a fixed label, accent colour and icon. */
export const CATEGORIES: Readonly<Record<CategorySlug, CategoryStyle>> = Object.freeze({
  'minds-humans': { label: 'Minds & Humans', accent: '#7c3aed', Icon: Psychology },
  'life-hacks': { label: 'Life Hacks', accent: '#9a3412', Icon: TipsAndUpdates },
  'finance-wealth': { label: 'Finance & Wealth', accent: '#047857', Icon: Savings },
  mysteries: { label: 'Mysteries', accent: '#4338ca', Icon: Fingerprint },
  'hidden-histories': { label: 'Hidden Histories', accent: '#92400e', Icon: HistoryEdu },
  'everyday-science': { label: 'Everyday Science', accent: '#0369a1', Icon: Science },
  'nature-beauty': { label: 'Nature & Beauty', accent: '#166534', Icon: Park },
  philosophy: { label: 'Philosophy', accent: '#475569', Icon: Balance },
  cultures: { label: 'Cultures', accent: '#be123c', Icon: Public },
  creativity: { label: 'Creativity', accent: '#a21caf', Icon: EmojiObjects },
  'future-tech': { label: 'Future Tech', accent: '#0e7490', Icon: Memory },
  'micro-world': { label: 'Micro World', accent: '#0f766e', Icon: Biotech },
  'cosmic-world': { label: 'Cosmic World', accent: '#1e40af', Icon: RocketLaunch },
  art: { label: 'Art', accent: '#a0450c', Icon: Palette },
  stories: { label: 'Stories', accent: '#9d174d', Icon: MenuBook },
});

/** Tags that are not category slugs (free-form topics) get the brand colour. */
export const FALLBACK_ACCENT = '#5b4bdb';

const isCategorySlug = (tag: string): tag is CategorySlug => (CATEGORY_SLUGS as readonly string[]).includes(tag);

/** How a tag is shown: a category's style, or the tag itself as the label. */
export function tagStyle(tag: string): CategoryStyle {
  return isCategorySlug(tag) ? CATEGORIES[tag] : { label: tag, accent: FALLBACK_ACCENT, Icon: LocalOfferOutlined };
}

/** The banner's label: the insight's own bannerLabel, else its first tag's label. */
export function categoryLabel(insight: { bannerLabel: string | null; tags: readonly string[] }): string {
  if (insight.bannerLabel?.trim()) return insight.bannerLabel.trim();
  const first = insight.tags[0];
  return first ? tagStyle(first).label : '';
}

export const categoryAccent = (tags: readonly string[]): string =>
  tags[0] ? tagStyle(tags[0]).accent : FALLBACK_ACCENT;
