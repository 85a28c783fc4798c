import { Preferences1763700000000 } from './1763700000000-preferences.js';
import { Insights1763800000000 } from './1763800000000-insights.js';
import { DeepDives1763900000000 } from './1763900000000-deep-dives.js';
import { Reviews1764000000000 } from './1764000000000-reviews.js';

export const migrations = [
  Preferences1763700000000,
  Insights1763800000000,
  DeepDives1763900000000,
  Reviews1764000000000,
];
