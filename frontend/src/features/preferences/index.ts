export { preferencesQueryOptions, savePreferences } from './api/preferencesApi';
export { usePreferences } from './hooks/usePreferences';
export { useSavePreferences } from './hooks/useSavePreferences';
