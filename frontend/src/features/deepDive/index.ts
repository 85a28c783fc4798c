export { deepDivePath } from './api/deepDiveApi';
export { DeepDiveButton } from './components/DeepDiveButton';
export { DeepDivePage } from './components/DeepDivePage';
export { DEEP_DIVE_MESSAGES } from './messages';
