import { lazy, Suspense } from 'react';
import { AnalyticsSpinner } from './AnalyticsSpinner';

const AnalyticsPage = lazy(() => import('./AnalyticsPage').then((module) => ({ default: module.AnalyticsPage })));

/** The analytics screen, fetched when first visited (recharts is not in the initial bundle). */
export function LazyAnalyticsPage() {
  return (
    <Suspense fallback={<AnalyticsSpinner />}>
      <AnalyticsPage />
    </Suspense>
  );
}
