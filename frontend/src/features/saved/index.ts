export { savedDetailsQueryOptions, savedIdsQueryOptions } from './api/savedApi';
export { useRemoveSaved } from './hooks/useRemoveSaved';
export { useSavedIds } from './hooks/useSavedIds';
export { useToggleSave } from './hooks/useToggleSave';
export { SAVED_TOASTS } from './messages';
export { SavedPage } from './components/SavedPage';
