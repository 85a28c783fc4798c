// Only the lazy wrapper: a static import of the page would pull recharts into the entry bundle.
export { LazyAnalyticsPage } from './components/LazyAnalyticsPage';
