export { AppLayout } from './components/AppLayout';
export { AppHeader, PRODUCT_NAME } from './header/components/AppHeader';
