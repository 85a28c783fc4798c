export { OnboardingPage } from './components/OnboardingPage';
export { EXAMPLE_INTERESTS } from './examples';
