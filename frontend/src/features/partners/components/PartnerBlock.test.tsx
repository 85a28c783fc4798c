import { PARTNERS } from '@lumen/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFeedServer } from '../../../test/feedServer';
import { insight } from '../../../test/insights';
import { renderApp } from '../../../test/renderApp';

const [audiobooks, heritage] = PARTNERS;
const hookOf = (n: number) => `Card ${n} opens plainly.`;
const plain = (n: number) => insight({ text: `${hookOf(n)} Nothing here matches a partner.` });
const showsCard = (n: number) => screen.findByRole('heading', { level: 2, name: hookOf(n) });
const block = () => screen.queryByTestId('partner-block');

async function next(n: number) {
  await userEvent.click(screen.getByRole('button', { name: 'Next insight' }));
  await showsCard(n);
}

describe('Learning partner block on the feed card', () => {
  it("two keyword matches show '— Learning Partner —' with the partner's name, message and CTA link", async () => {
    expect(audiobooks).toBeDefined();
    stubFeedServer([insight({ text: 'Card 1 opens plainly. A story told aloud stays in memory for years.' })]);
    renderApp('/');
    await showsCard(1);
    const partner = within(await screen.findByTestId('partner-block'));
    expect(partner.getByText('— Learning Partner —')).toBeInTheDocument();
    expect(partner.getByText(audiobooks!.name)).toBeInTheDocument();
    expect(partner.getByText(audiobooks!.message)).toBeInTheDocument();
    const cta = partner.getByRole('link', { name: audiobooks!.cta });
    expect(cta).toHaveAttribute('href', audiobooks!.url);
    expect(cta).toHaveAttribute('target', '_blank');
    expect(cta).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(getComputedStyle(cta).backgroundColor).toBe(hexToRgb(audiobooks!.accent));
  });

  it("after 3 cards without a match '— Explore More —' shows, partners alternating; going back changes nothing", async () => {
    expect(heritage).toBeDefined();
    stubFeedServer([plain(1), plain(2), plain(3), plain(4)]);
    renderApp('/');
    await showsCard(1);
    expect(block()).not.toBeInTheDocument();
    await next(2);
    expect(block()).not.toBeInTheDocument();
    await next(3);
    expect(block()).toHaveTextContent('— Explore More —');
    expect(block()).toHaveTextContent(audiobooks!.name);

    await userEvent.click(screen.getByRole('button', { name: 'Previous insight' }));
    await showsCard(2);
    expect(block()).not.toBeInTheDocument();
    await next(3);
    expect(block()).toHaveTextContent(audiobooks!.name);
    await next(4);
    expect(block()).toHaveTextContent('— Explore More —');
    expect(block()).toHaveTextContent(heritage!.name);
    expect(within(block()!).getByRole('link', { name: heritage!.cta })).toHaveAttribute('href', heritage!.url);
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
