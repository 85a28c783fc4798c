export { AppLayout } from './components/AppLayout';
export { AppHeader } from './header/components/AppHeader';
export { BrandMark, PRODUCT_NAME } from './header/components/BrandMark';
