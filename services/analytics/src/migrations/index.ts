import { Activity1763700000000 } from './1763700000000-activity.js';
import { Views1763800000000 } from './1763800000000-views.js';

export const migrations = [Activity1763700000000, Views1763800000000];
