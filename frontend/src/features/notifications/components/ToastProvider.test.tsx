import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { useToast } from '../hooks/useToast';

function Triggers() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'Added to favorites' })}>first</button>
      <button onClick={() => toast({ title: 'Failed to copy link', description: 'Try again', variant: 'destructive' })}>
        second
      </button>
    </>
  );
}

describe('Toasts', () => {
  it('shows one toast at a time: a new toast replaces the previous one', async () => {
    renderWithProviders(<Triggers />);
    await userEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument();
    expect(screen.getByText('Try again')).toBeInTheDocument();
    expect(screen.queryByText('Added to favorites')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('closes the toast from its close button', async () => {
    renderWithProviders(<Triggers />);
    await userEvent.click(screen.getByRole('button', { name: 'first' }));
    await userEvent.click(await screen.findByRole('button', { name: /close/i }));
    expect(screen.queryByText('Added to favorites')).not.toBeInTheDocument();
  });
});
