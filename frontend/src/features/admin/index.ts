export { AdminSeedPage } from './components/AdminSeedPage';
