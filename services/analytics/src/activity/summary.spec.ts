import { lastDays } from './summary.service.js';

describe('lastDays', () => {
  it('lists 30 local days ending today, oldest first, across a month end', () => {
    const days = lastDays('2026-03-01', 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days[28]).toBe('2026-02-28');
    expect(days[29]).toBe('2026-03-01');
  });
});
