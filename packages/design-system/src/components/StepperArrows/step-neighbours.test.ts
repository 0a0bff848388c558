import { describe, expect, it } from 'vitest';
import { stepNeighbours } from './step-neighbours.ts';

describe('stepNeighbours', () => {
  const list = ['v1', 'v2', 'v3'];

  it.each([
    [0, null, 'v2'],
    [1, 'v1', 'v3'],
    [2, 'v2', null],
    [-1, null, null],
    [3, null, null],
  ])('at index %i gives previous %s and next %s, never wrapping', (index, previous, next) => {
    expect(stepNeighbours(list, index)).toEqual({ previous, next });
  });

  it('has nothing around the only item', () => {
    expect(stepNeighbours(['only'], 0)).toEqual({ previous: null, next: null });
  });
});
