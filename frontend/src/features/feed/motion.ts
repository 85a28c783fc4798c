import useMediaQuery from '@mui/material/useMediaQuery';

/** SPEC §9: exit 280 ms, entry 350 ms; reduced motion keeps the same steps with short fades. */
export const MOTION = Object.freeze({ exitMs: 280, enterMs: 350 });
export const REDUCED_MOTION = Object.freeze({ exitMs: 100, enterMs: 150 });

export function useMotion() {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return { reduced, ...(reduced ? REDUCED_MOTION : MOTION) };
}
