// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../src/sanitize/sanitize-dom.ts';
import { canonical, sanitizeCases } from './sanitize-cases.ts';

describe('sanitizeRichText (DOMParser, the browser implementation)', () => {
  it.each(sanitizeCases)('%s', (_what, input, expected) => {
    expect(canonical(sanitizeRichText(input))).toBe(canonical(expected));
  });
});
