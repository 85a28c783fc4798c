import { preferencesUpdateSchema } from './preferences.js';

describe('preferencesUpdateSchema', () => {
  it('trims the learning interest', () => {
    expect(preferencesUpdateSchema.parse({ learningInterest: '  quantum physics ' })).toEqual({
      learningInterest: 'quantum physics',
    });
  });

  it.each([
    [{}, 'learningInterest'],
    [{ learningInterest: '   ' }, 'learningInterest'],
    [{ learningInterest: 42 }, 'learningInterest'],
    [{ learningInterest: 'x'.repeat(201) }, 'learningInterest'],
    [{ learningInterest: 'ok', onboardingCompleted: 'yes' }, 'onboardingCompleted'],
  ])('rejects %j naming %s', (body, field) => {
    const result = preferencesUpdateSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe('preferencesUpdateSchema messages', () => {
  it('says a missing interest is required and a wrong type must be a string', () => {
    expect(preferencesUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe('is required');
    expect(preferencesUpdateSchema.safeParse({ learningInterest: 1 }).error?.issues[0]?.message).toBe(
      'must be a string',
    );
  });
});
