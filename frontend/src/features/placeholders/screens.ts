/** Routes of SPEC §2 whose screens later issues build; each shows a plain "not built yet" page. */
export const PLACEHOLDER_SCREENS = Object.freeze([
  { path: '/gallery', title: 'Gallery' },
  { path: '/settings', title: 'Settings' },
  { path: '/subscribe', title: 'Subscription' },
] as const);
