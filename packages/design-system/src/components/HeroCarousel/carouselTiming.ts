/** Spec: the hero advances every 5 seconds, fading out for 300 ms before each swap. */
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_FADE_MS = 300;

/** The slide after `index`, cycling back to the first. */
export function nextSlideIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}
