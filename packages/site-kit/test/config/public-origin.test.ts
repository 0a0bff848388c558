// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultPublicOrigin, publicOrigin } from '../../src/server/config/public-origin.server.ts';

describe('publicOrigin', () => {
  it('is the configured PUBLIC_ORIGIN, reduced to its origin', () => {
    expect(publicOrigin({ PUBLIC_ORIGIN: 'https://journals.example.org' })).toBe(
      'https://journals.example.org',
    );
    expect(publicOrigin({ PUBLIC_ORIGIN: ' https://journals.example.org:8443/indjece/ ' })).toBe(
      'https://journals.example.org:8443',
    );
  });

  it("is pnpm start's address when nothing configures one", () => {
    expect(publicOrigin({})).toBe(defaultPublicOrigin);
    expect(publicOrigin({ PUBLIC_ORIGIN: '  ' })).toBe(defaultPublicOrigin);
  });

  it('refuses a value that is not an http(s) origin, naming it', () => {
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'ftp://journals.example.org' })).toThrow(
      'PUBLIC_ORIGIN="ftp://journals.example.org" is not an http(s) origin',
    );
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'journals.example.org' })).toThrow(/not an http/);
  });
});
