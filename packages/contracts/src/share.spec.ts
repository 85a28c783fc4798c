import { shareDescription, shareTitle, tweetText } from './share.js';

describe('share texts', () => {
  it('titles with the prefix and the first 50 characters, ellipsis only when longer', () => {
    expect(shareTitle('Short text.')).toBe('Lumen Insight: Short text.');
    const long = 'x'.repeat(60);
    expect(shareTitle(long)).toBe(`Lumen Insight: ${'x'.repeat(50)}...`);
    expect(shareTitle('y'.repeat(50))).toBe(`Lumen Insight: ${'y'.repeat(50)}`);
  });

  it('cuts a tweet over 200 characters to 197 plus an ellipsis', () => {
    expect(tweetText('a'.repeat(200))).toBe('a'.repeat(200));
    const cut = tweetText('b'.repeat(201));
    expect(cut).toBe(`${'b'.repeat(197)}...`);
    expect(cut).toHaveLength(200);
  });

  it('describes with tags first', () => {
    expect(shareDescription(' A fact. ', ['art', 'stories'])).toBe('art · stories — A fact.');
  });
});
