import { describe, expect, it } from 'vitest';
import * as publicEntry from '../src/sanitize/index.ts';
import * as nodeImplementation from '../src/sanitize/sanitize-html.ts';

describe('@journals/api-contract/sanitize outside browsers', () => {
  it('resolves to the sanitize-html implementation', () => {
    expect(publicEntry.sanitizeRichText).toBe(nodeImplementation.sanitizeRichText);
  });
});
