import { choosePartner, PARTNERS, type Partner } from './partners.js';

const audio = PARTNERS[0] as Partner;
const heritage = PARTNERS[1] as Partner;

describe('choosePartner (SPEC §4, §9)', () => {
  it('selects a partner on two keyword matches and resets the miss streak', () => {
    const result = choosePartner('The castle museum holds its history.', 5);
    expect(result.choice).toEqual({ partner: heritage, label: '— Learning Partner —' });
    expect(result.missStreak).toBe(0);
  });

  it('checks the audiobook partner first when both match', () => {
    const result = choosePartner('A story about memory in a medieval castle museum.', 0);
    expect(result.choice?.partner).toBe(audio);
  });

  it('needs two matches: one keyword is a miss', () => {
    expect(choosePartner('A single story.', 0)).toEqual({ choice: null, missStreak: 1 });
  });

  it('shows nothing below a miss streak of 3, then alternates partners as Explore More', () => {
    let streak = 0;
    const shown: Array<string | null> = [];
    for (let i = 0; i < 5; i += 1) {
      const result = choosePartner('Nothing relevant here at all.', streak);
      streak = result.missStreak;
      shown.push(result.choice ? `${result.choice.partner.id} ${result.choice.label}` : null);
    }
    expect(shown).toEqual([
      null,
      null,
      `${audio.id} — Explore More —`,
      `${heritage.id} — Explore More —`,
      `${audio.id} — Explore More —`,
    ]);
  });

  it('matches whole-word starts, not inside other words', () => {
    expect(choosePartner('Prehistory and historicity.', 0).choice).toBeNull();
  });

  it('ships partners whose message mentions 365+ heritage places', () => {
    expect(heritage.message).toContain('365+ heritage places');
  });
});
