// @vitest-environment jsdom
// (jsdom only to compare markup as a browser serializes it; sanitize-html itself is plain JS.)
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../src/sanitize/sanitize-html.ts';
import { canonical, sanitizeCases } from './sanitize-cases.ts';

describe('sanitizeRichText (sanitize-html, the Node implementation)', () => {
  it.each(sanitizeCases)('%s', (_what, input, expected) => {
    expect(canonical(sanitizeRichText(input))).toBe(canonical(expected));
  });
});
