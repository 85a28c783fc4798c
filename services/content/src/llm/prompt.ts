import { CATEGORY_SLUGS, INSIGHT_MAX_WORDS } from '@lumen/contracts';

export const SYSTEM_PROMPT = [
  'You write insight cards for a micro-learning app.',
  `Each insight is at most ${INSIGHT_MAX_WORDS} words: the first sentence is a surprising, concrete hook;`,
  'then one to three sentences explain it with a precise fact, number or example and, where natural, a takeaway.',
  'Only state well-established facts; never invent studies, numbers or quotes.',
  'source names a real book (author, year), paper (authors, journal, year) or institution the fact comes from.',
  `tags: one to three of ${CATEGORY_SLUGS.join(', ')}; the first is the main category.`,
  'bannerLabel: a 2 to 4 word title. iconConcept: one concrete noun for an icon.',
].join(' ');

export function userPrompt(interest: string, count: number, avoid: readonly string[], extra = ''): string {
  const avoidList = avoid.length ? `\nDo not repeat these ideas:\n- ${avoid.slice(0, 20).join('\n- ')}` : '';
  return `The learner wants to learn about: "${interest}".\n${extra}Write ${count} distinct insights on it.${avoidList}`;
}

/** A deep dive: insights that each take one step further than the original. */
export function deepDiveBrief(text: string): { subject: string; extra: string } {
  return {
    subject: text.slice(0, 300),
    extra:
      'Each insight must go one step deeper than that statement: a cause, a consequence, a counterexample or an application. ',
  };
}

/** A learner's own request from the generate form. */
export function generateBrief(req: {
  prompt: string;
  topics: readonly string[];
  difficulty: string;
  insightType: string;
}) {
  const subject = req.prompt || req.topics.join(', ');
  const topics = req.topics.length ? `Topics: ${req.topics.join(', ')}. ` : '';
  return {
    subject,
    extra: `${topics}Difficulty: ${req.difficulty}. Form: a ${req.insightType.replace('-', ' ')}. `,
  };
}
