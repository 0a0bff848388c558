import { describe, expect, it } from 'vitest';
import { fontSize } from '../tokens/typography.ts';
import { fontSizeScale } from './font-size-scale.ts';

describe('fontSizeScale', () => {
  it('gives every size token its font size, selected by data-size at no specificity', () => {
    const rules = fontSizeScale.split('\n');
    expect(rules).toHaveLength(Object.keys(fontSize).length);
    expect(rules[0]).toBe("&:where([data-size='xs']) { font-size: 0.75rem; }");
    expect(rules).toContain("&:where([data-size='md']) { font-size: 1rem; }");
    expect(rules.at(-1)).toBe(
      "&:where([data-size='5xl']) { font-size: clamp(2.125rem, 1.6rem + 2.6vw, 3.25rem); }",
    );
  });
});
