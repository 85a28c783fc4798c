import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { insight } from '../../../test/insights';
import { renderWithProviders } from '../../../test/renderApp';
import { InsightCard } from './InsightCard';

const TEXT = 'Your brain rewires itself every night. Sleep consolidates memories by replaying the day at high speed.';

function renderCard(
  overrides: Parameters<typeof insight>[0] = {},
  props: Partial<Parameters<typeof InsightCard>[0]> = {},
) {
  const onToggleSave = vi.fn();
  const view = renderWithProviders(
    <InsightCard
      insight={insight({ text: TEXT, ...overrides })}
      saved={false}
      saving={false}
      onToggleSave={onToggleSave}
      {...props}
    />,
  );
  return { ...view, onToggleSave, banner: screen.getByTestId('insight-banner') };
}

describe('InsightCard', () => {
  it('shows the first sentence as a bold hook and the rest as the body', () => {
    renderCard();
    const hook = screen.getByRole('heading', { level: 2, name: 'Your brain rewires itself every night.' });
    expect(hook).toHaveStyle({ fontWeight: '700' });
    const body = screen.getByText('Sleep consolidates memories by replaying the day at high speed.');
    expect(body).not.toBe(hook);
    expect(hook).not.toHaveTextContent('Sleep');
    expect(screen.getByRole('article', { name: 'Your brain rewires itself every night.' })).toBeInTheDocument();
  });

  it('shows category slugs as readable tag chips, and free-form tags as they are', () => {
    renderCard({ tags: ['minds-humans', 'cosmic-world', 'tea ceremonies'] });
    const chips = within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Minds & Humans', 'Cosmic World', 'tea ceremonies']);
  });

  it('shows the source line only when there is a source', () => {
    const { unmount } = renderCard({ source: 'Walker, Why We Sleep (2017)' });
    expect(screen.getByText('Source: Walker, Why We Sleep (2017)')).toBeInTheDocument();
    unmount();
    renderCard({ source: null });
    expect(screen.queryByText(/^Source:/)).not.toBeInTheDocument();
  });

  it('plays the video with controls when there is a videoUrl, with the fallback text', () => {
    const { banner } = renderCard({
      videoUrl: 'https://cdn.example.com/clip.mp4',
      imageUrl: 'https://cdn.example.com/pic.jpg',
    });
    const video = banner.querySelector('video');
    expect(video).toHaveAttribute('src', 'https://cdn.example.com/clip.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
    expect(banner.querySelector('img')).toBeNull();
  });

  it('shows the image when there is no video, and a gradient when there is neither', () => {
    const { banner, unmount } = renderCard({ imageUrl: 'https://cdn.example.com/pic.jpg' });
    expect(banner.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/pic.jpg');
    expect(banner.querySelector('video')).toBeNull();
    unmount();
    const plain = renderCard().banner;
    expect(plain.querySelector('img, video')).toBeNull();
    // minds-humans accent #7c3aed
    expect(getComputedStyle(plain).backgroundImage).toContain('linear-gradient(135deg, rgb(124, 58, 237) 0%');
  });

  it('labels the banner with the bannerLabel, else the first tag, and picks the icon from the text', () => {
    const { banner, unmount } = renderCard({ bannerLabel: 'Sleep Science', tags: ['everyday-science'] });
    expect(banner).toHaveTextContent('Sleep Science');
    expect(within(banner).getByTestId('PsychologyIcon')).toBeInTheDocument();
    unmount();
    const fallback = renderCard({
      text: 'Compound interest grows money quietly. Start early.',
      bannerLabel: null,
      tags: ['finance-wealth'],
    }).banner;
    expect(fallback).toHaveTextContent('Finance & Wealth');
    expect(within(fallback).getByTestId('SavingsIcon')).toBeInTheDocument();
  });

  it("uses the 'idea' lightbulb when no keyword matches", () => {
    const { banner } = renderCard({ text: 'Kindness is contagious. Small acts spread further than you think.' });
    expect(within(banner).getByTestId('LightbulbIcon')).toBeInTheDocument();
  });

  it('offers a Save toggle with aria-pressed that becomes Saved', async () => {
    const { onToggleSave, rerender } = renderCard();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    expect(onToggleSave).toHaveBeenCalledOnce();
    rerender(<InsightCard insight={insight({ text: TEXT })} saved saving={false} onToggleSave={onToggleSave} />);
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  });
});
