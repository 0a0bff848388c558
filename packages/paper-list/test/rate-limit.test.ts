// The browser list cache's retry rule: one retry for a failed call, none for a 429.
import { describe, expect, it } from 'vitest';
import { isRateLimited, retryUnlessRateLimited } from '../src/screen/rate-limit.ts';

const refused = Object.assign(new Error('Too many requests'), { status: 429 });
const wrapped = new Error('Failed to fetch archive', { cause: refused });
const down = Object.assign(new Error('Service unavailable'), { status: 503 });

describe('retryUnlessRateLimited', () => {
  it('never retries a call refused for too many requests, wrapped or not', () => {
    expect(isRateLimited(wrapped)).toBe(true);
    expect(retryUnlessRateLimited(0, refused)).toBe(false);
    expect(retryUnlessRateLimited(0, wrapped)).toBe(false);
  });

  it('retries any other failure once', () => {
    expect(retryUnlessRateLimited(0, down)).toBe(true);
    expect(retryUnlessRateLimited(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessRateLimited(1, down)).toBe(false);
  });
});
