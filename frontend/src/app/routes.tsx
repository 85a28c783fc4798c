import type { RouteObject } from 'react-router';
import { AdminSeedPage } from '../features/admin';
import { LazyAnalyticsPage } from '../features/analytics';
import { DeepDivePage } from '../features/deepDive';
import { FeedPage } from '../features/feed';
import { GeneratePage } from '../features/generate';
import { HelpPage } from '../features/help';
import { AppLayout } from '../features/layout';
import { NotFoundPage } from '../features/notFound';
import { OnboardingPage } from '../features/onboarding';
import { PLACEHOLDER_SCREENS, PlaceholderPage } from '../features/placeholders';
import { SavedPage } from '../features/saved';
import { SharePage } from '../features/share';

/** SPEC §2. Onboarding and the public share page stand alone; every other page sits under the shared header. */
export const routes: RouteObject[] = [
  { path: '/onboarding', element: <OnboardingPage /> },
  // Public: a visitor's first page, with no learner calls behind a shared header.
  { path: '/share/:id', element: <SharePage /> },
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <FeedPage /> },
      { path: '/saved', element: <SavedPage /> },
      { path: '/admin/seed', element: <AdminSeedPage /> },
      { path: '/deep-dive/:id', element: <DeepDivePage /> },
      { path: '/generate', element: <GeneratePage /> },
      { path: '/help', element: <HelpPage /> },
      { path: '/analytics', element: <LazyAnalyticsPage /> },
      ...PLACEHOLDER_SCREENS.map(({ path, title }) => ({ path, element: <PlaceholderPage title={title} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
