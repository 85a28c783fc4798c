export { GeneratePage } from './components/GeneratePage';
