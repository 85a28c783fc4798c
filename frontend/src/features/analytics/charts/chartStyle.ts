/** Shared looks of the analytics charts (brand colours from the theme). */
export const CHART_COLORS = Object.freeze({ primary: '#5b4bdb', secondary: '#f29e4c', track: '#d9d5ea' });

export const AXIS_TICK = Object.freeze({ fontSize: 11, fill: '#5d5a72' });

/** A chart as wide as its card (recharts 3 `responsive`), at a fixed height. */
export const chartBox = (height: number) => ({ width: '100%', height });
