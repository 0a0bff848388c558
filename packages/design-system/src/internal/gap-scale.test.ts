import { describe, expect, it } from 'vitest';
import { space } from '../tokens/space.ts';
import { gapScale } from './gap-scale.ts';

describe('gapScale', () => {
  it('gives every spacing token its gap, selected by the attribute at no specificity', () => {
    const rules = gapScale('data-gap-md').split('\n');
    expect(rules).toHaveLength(Object.keys(space).length);
    expect(rules[0]).toBe("&:where([data-gap-md='0']) { gap: 0; }");
    expect(rules).toContain("&:where([data-gap-md='4']) { gap: 1rem; }");
    expect(rules.at(-1)).toBe("&:where([data-gap-md='9']) { gap: 6rem; }");
  });
});
