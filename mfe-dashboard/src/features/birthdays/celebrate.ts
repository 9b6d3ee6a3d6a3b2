/** Confetti particles for a birthday today (spec 000 section 9). */
export const CONFETTI_PARTICLES = 50;

/**
 * One burst of confetti (DASH-14) from `canvas-confetti`, loaded only when a birthday is today;
 * nothing under prefers-reduced-motion.
 */
export async function celebrate(): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  await confetti({ particleCount: CONFETTI_PARTICLES, spread: 70, origin: { y: 0.6 }, disableForReducedMotion: true });
}
