import { z } from 'zod';
import partnersData from './partners.json' with { type: 'json' };

/** SPEC §3 learning partner. The list itself is data (partners.json), not code. */
export const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.url({ protocol: /^https$/ }),
  accent: z.string().regex(/^#[0-9a-f]{6}$/i),
  cta: z.string(),
  message: z.string(),
  keywords: z.array(z.string().toLowerCase()).min(2),
});
export type Partner = z.infer<typeof partnerSchema>;

export const PARTNERS: readonly Partner[] = Object.freeze(z.array(partnerSchema).min(1).parse(partnersData));

/** SPEC §9: below this many cards without a keyword match, no partner shows. */
export const PARTNER_MISS_THRESHOLD = 3;
const KEYWORD_MATCHES_NEEDED = 2;

export interface PartnerChoice {
  partner: Partner;
  label: '— Learning Partner —' | '— Explore More —';
}

const matches = (partner: Partner, text: string) => {
  const lower = text.toLowerCase();
  return partner.keywords.filter((keyword) =>
    new RegExp(`\\b${keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(lower),
  ).length;
};

/**
 * SPEC §4/§9: two or more keyword matches select a partner (in list order, the audiobook partner
 * first); otherwise, once the miss streak is 3 or more, partners alternate; below 3, none shows.
 * Returns the choice and the miss streak after this card.
 */
export function choosePartner(
  text: string,
  missStreak: number,
  partners: readonly Partner[] = PARTNERS,
): { choice: PartnerChoice | null; missStreak: number } {
  const matched = partners.find((partner) => matches(partner, text) >= KEYWORD_MATCHES_NEEDED);
  if (matched) return { choice: { partner: matched, label: '— Learning Partner —' }, missStreak: 0 };
  const streak = missStreak + 1;
  if (streak < PARTNER_MISS_THRESHOLD || partners.length === 0) return { choice: null, missStreak: streak };
  const partner = partners[(streak - PARTNER_MISS_THRESHOLD) % partners.length] as Partner;
  return { choice: { partner, label: '— Explore More —' }, missStreak: streak };
}
