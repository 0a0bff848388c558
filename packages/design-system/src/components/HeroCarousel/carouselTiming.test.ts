import { describe, expect, it } from 'vitest';
import { CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS, nextSlideIndex } from './carouselTiming.ts';

describe('carousel timing', () => {
  it('follows the spec: 5 s per slide, 300 ms fade', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(CAROUSEL_FADE_MS).toBe(300);
  });

  it.each([
    [0, 3, 1],
    [1, 3, 2],
    [2, 3, 0],
    [0, 1, 0],
    [0, 0, 0],
  ])('after slide %i of %i comes slide %i', (index, count, next) => {
    expect(nextSlideIndex(index, count)).toBe(next);
  });
});
