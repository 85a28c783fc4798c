import { ONBOARDING_EXAMPLES } from '@lumen/contracts';

/** SPEC §2: the example chips, in order. */
export const EXAMPLE_INTERESTS = ONBOARDING_EXAMPLES;
