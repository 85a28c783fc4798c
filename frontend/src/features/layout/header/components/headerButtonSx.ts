// Slightly tighter on phones so the exit button, a 3-digit streak and all icons fit in 360 px.
export const headerButtonSx = { p: { xs: 0.75, sm: 1 } } as const;
