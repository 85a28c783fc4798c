import { Identity1763700000000 } from './1763700000000-identity.js';

export const migrations = [Identity1763700000000];
