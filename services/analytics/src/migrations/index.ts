import { Activity1763700000000 } from './1763700000000-activity.js';

export const migrations = [Activity1763700000000];
