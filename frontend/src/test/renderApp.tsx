import type { Preferences } from '@lumen/contracts';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/queryClient';
import { routes } from '../app/routes';

/** Renders the real app (routes, providers, query defaults) at `path`, in memory; `strict` as main.tsx does. */
export function renderApp(path: string, { strict = false }: { strict?: boolean } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient };
}

export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  return { ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>), queryClient };
}

export const preferences = (overrides: Partial<Preferences> = {}): Preferences => ({
  learningInterest: '',
  onboardingCompleted: false,
  isFreeAccount: 0,
  subscriptionStatus: 'trial',
  trialEndsAt: null,
  ...overrides,
});
