import type { RouteObject } from 'react-router';
import { FeedPage } from '../features/feed';
import { AppLayout } from '../features/layout';
import { NotFoundPage } from '../features/notFound';
import { OnboardingPage } from '../features/onboarding';
import { PLACEHOLDER_SCREENS, PlaceholderPage } from '../features/placeholders';

/** SPEC §2. Onboarding stands alone; every other page sits under the shared header. */
export const routes: RouteObject[] = [
  { path: '/onboarding', element: <OnboardingPage /> },
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <FeedPage /> },
      ...PLACEHOLDER_SCREENS.map(({ path, title }) => ({ path, element: <PlaceholderPage title={title} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
