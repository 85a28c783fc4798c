import { describe, expect, it } from 'vitest';
import { activityLabel, savedPercentage, shortDate } from './stats';

describe('analytics figures', () => {
  it.each([
    [3, 8, '37.5%'],
    [1, 3, '33.3%'],
    [1, 6, '16.7%'],
    [0, 4, '0.0%'],
    [0, 0, '0.0%'],
    [2, 0, '0.0%'],
  ])('saved %i of %i is %s', (saved, total, expected) => {
    expect(savedPercentage(saved, total)).toBe(expected);
  });

  it("a day is 'Active' with activity and 'Inactive' without", () => {
    expect(activityLabel(1)).toBe('Active');
    expect(activityLabel(0)).toBe('Inactive');
  });

  it('shows a local day as month and day, whatever the time zone', () => {
    expect(shortDate('2026-01-05')).toBe('Jan 5');
    expect(shortDate('2025-12-31')).toBe('Dec 31');
    expect(shortDate('later')).toBe('later');
  });
});
