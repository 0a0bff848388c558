// The benchmarks' shared helpers: the round that stands for several rounds of one page.
import { describe, expect, it } from 'vitest';
import { medianRound, type Figures } from '../bench/bench-run.ts';

const round = (rps: number): Figures => ({
  rps,
  p50: 1000 / rps,
  p99: 2000 / rps,
  errors: 0,
  non2xx: 0,
});

describe('medianRound', () => {
  it('takes the round with the median requests/s, whatever the order', () => {
    expect(medianRound([round(180), round(246), round(231)])).toEqual(round(231));
    expect(medianRound([round(246), round(231), round(180)]).rps).toBe(231);
  });

  it('takes the higher middle round of an even count, and the only round of one', () => {
    expect(medianRound([round(100), round(300), round(200), round(400)]).rps).toBe(300);
    expect(medianRound([round(150)])).toEqual(round(150));
  });

  it('refuses no rounds at all', () => {
    expect(() => medianRound([])).toThrow('at least one round');
  });
});
