import { Preferences1763700000000 } from './1763700000000-preferences.js';

export const migrations = [Preferences1763700000000];
