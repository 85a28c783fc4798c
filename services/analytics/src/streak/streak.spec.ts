import { currentStreak, localDay } from './streak.js';

describe('currentStreak', () => {
  it('is 0 without activity', () => {
    expect(currentStreak([], '2026-11-21')).toBe(0);
  });

  it('counts consecutive days ending today', () => {
    expect(currentStreak(['2026-11-19', '2026-11-20', '2026-11-21'], '2026-11-21')).toBe(3);
  });

  it('keeps a streak that ended yesterday alive until today is over', () => {
    expect(currentStreak(['2026-11-19', '2026-11-20'], '2026-11-21')).toBe(2);
  });

  it('stops at the first gap and across month ends', () => {
    expect(currentStreak(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'], '2026-11-02')).toBe(4);
    expect(currentStreak(['2026-11-17', '2026-11-19', '2026-11-20'], '2026-11-20')).toBe(2);
  });

  it('is lost after a whole day without activity', () => {
    expect(currentStreak(['2026-11-18', '2026-11-19'], '2026-11-21')).toBe(0);
  });
});

describe('localDay', () => {
  const instant = new Date('2026-11-21T02:30:00Z');

  it('uses the learner time zone', () => {
    expect(localDay(instant, 'UTC')).toBe('2026-11-21');
    expect(localDay(instant, 'America/New_York')).toBe('2026-11-20');
    expect(localDay(instant, 'Asia/Tokyo')).toBe('2026-11-21');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(localDay(instant, 'Not/AZone')).toBe('2026-11-21');
  });
});

describe('localDay far from UTC', () => {
  it('puts one instant on three different days across the date line', () => {
    const instant = new Date('2026-11-21T10:30:00Z');
    expect(localDay(instant, 'Pacific/Kiritimati')).toBe('2026-11-22');
    expect(localDay(instant, 'UTC')).toBe('2026-11-21');
    expect(localDay(instant, 'Pacific/Pago_Pago')).toBe('2026-11-20');
  });
});
