import { Activity1763700000000 } from './1763700000000-activity.js';
import { Views1763800000000 } from './1763800000000-views.js';
import { Aggregates1764000000000 } from './1764000000000-aggregates.js';

export const migrations = [Activity1763700000000, Views1763800000000, Aggregates1764000000000];
