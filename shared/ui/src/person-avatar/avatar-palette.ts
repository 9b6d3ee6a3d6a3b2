/**
 * The six colours avatars without a photo cycle over (PLT-SHELL-07), by person id so a person keeps
 * theirs on every screen; each holds white initials at 4.5:1 or more (WCAG AA).
 */
export const AVATAR_PALETTE = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#00695c', '#ad1457'] as const;

export const avatarColor = (personId: number): string => AVATAR_PALETTE[Math.abs(personId) % AVATAR_PALETTE.length]!;

/** The default avatar diameter in pixels (PLT-SHELL-07). */
export const AVATAR_DIAMETER = 32;
