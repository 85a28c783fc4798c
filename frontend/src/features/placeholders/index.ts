export { PlaceholderPage } from './components/PlaceholderPage';
export { PLACEHOLDER_SCREENS } from './screens';
