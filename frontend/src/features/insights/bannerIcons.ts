import AccessTime from '@mui/icons-material/AccessTime';
import Bedtime from '@mui/icons-material/Bedtime';
import Biotech from '@mui/icons-material/Biotech';
import Castle from '@mui/icons-material/Castle';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Forest from '@mui/icons-material/Forest';
import Groups from '@mui/icons-material/Groups';
import Language from '@mui/icons-material/Language';
import Lightbulb from '@mui/icons-material/Lightbulb';
import MenuBook from '@mui/icons-material/MenuBook';
import MusicNote from '@mui/icons-material/MusicNote';
import Palette from '@mui/icons-material/Palette';
import Pets from '@mui/icons-material/Pets';
import Psychology from '@mui/icons-material/Psychology';
import Restaurant from '@mui/icons-material/Restaurant';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import Savings from '@mui/icons-material/Savings';
import Science from '@mui/icons-material/Science';
import SmartToy from '@mui/icons-material/SmartToy';
import WaterDrop from '@mui/icons-material/WaterDrop';
import type { SvgIconComponent } from '@mui/icons-material';

export const DEFAULT_ICON_CONCEPT = 'idea';

/** Concept → banner icon. */
export const CONCEPT_ICONS: Readonly<Record<string, SvgIconComponent>> = Object.freeze({
  idea: Lightbulb,
  brain: Psychology,
  money: Savings,
  space: RocketLaunch,
  history: Castle,
  nature: Forest,
  animal: Pets,
  science: Science,
  cell: Biotech,
  tech: SmartToy,
  art: Palette,
  music: MusicNote,
  story: MenuBook,
  time: AccessTime,
  sleep: Bedtime,
  food: Restaurant,
  body: FitnessCenter,
  water: WaterDrop,
  people: Groups,
  language: Language,
});

/** Keyword → concept, checked in this order; the first keyword found in the text wins. */
export const KEYWORD_CONCEPTS: ReadonlyArray<readonly [keyword: string, concept: string]> = Object.freeze([
  ['brain', 'brain'],
  ['mind', 'brain'],
  ['memory', 'brain'],
  ['psycholog', 'brain'],
  ['emotion', 'brain'],
  ['money', 'money'],
  ['invest', 'money'],
  ['financ', 'money'],
  ['wealth', 'money'],
  ['saving', 'money'],
  ['stars', 'space'],
  ['stellar', 'space'],
  ['planet', 'space'],
  ['galax', 'space'],
  ['universe', 'space'],
  ['space', 'space'],
  ['ancient', 'history'],
  ['history', 'history'],
  ['empire', 'history'],
  ['castle', 'history'],
  ['century', 'history'],
  ['forest', 'nature'],
  ['tree', 'nature'],
  ['plant', 'nature'],
  ['ocean', 'water'],
  ['water', 'water'],
  ['animal', 'animal'],
  ['bird', 'animal'],
  ['cell', 'cell'],
  ['bacteri', 'cell'],
  ['microb', 'cell'],
  ['atom', 'science'],
  ['quantum', 'science'],
  ['chemi', 'science'],
  ['physic', 'science'],
  ['robot', 'tech'],
  ['comput', 'tech'],
  ['algorithm', 'tech'],
  ['artificial intelligence', 'tech'],
  ['paint', 'art'],
  ['artist', 'art'],
  ['music', 'music'],
  ['song', 'music'],
  ['story', 'story'],
  ['book', 'story'],
  ['sleep', 'sleep'],
  ['dream', 'sleep'],
  ['food', 'food'],
  ['eat', 'food'],
  ['exercise', 'body'],
  ['muscle', 'body'],
  ['habit', 'time'],
  ['time', 'time'],
  ['people', 'people'],
  ['social', 'people'],
  ['language', 'language'],
  ['word', 'language'],
] as const);

const keywordPatterns = KEYWORD_CONCEPTS.map(
  ([keyword, concept]) => [new RegExp(`\\b${keyword}`, 'i'), concept] as const,
);

/** SPEC §9: the banner icon follows the first keyword found in the text, default 'idea'. */
export function iconConceptFor(text: string): string {
  return keywordPatterns.find(([pattern]) => pattern.test(text))?.[1] ?? DEFAULT_ICON_CONCEPT;
}
