import { Subscriptions1763700000000 } from './1763700000000-subscriptions.js';

export const migrations = [Subscriptions1763700000000];
