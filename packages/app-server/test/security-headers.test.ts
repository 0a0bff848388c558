import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  securityHeaders,
  strictTransportSecurity,
} from '../src/security-headers.ts';
import { securityTxt } from '../src/security-txt.ts';

describe('the security headers', () => {
  it('name each header once, HSTS apart (it depends on the scheme)', () => {
    const names = securityHeaders.map(({ name }) => name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain(strictTransportSecurity.name.toLowerCase());
    expect(names).not.toContain('content-security-policy');
  });

  it('allow scripts by the nonce only, style attributes, and style elements of the site or with the nonce', () => {
    const policy = contentSecurityPolicy('abc123==');
    const directives = Object.fromEntries(
      policy.split('; ').map((directive) => [directive.split(' ')[0], directive]),
    );
    expect(directives['script-src']).toBe("script-src 'nonce-abc123==' 'strict-dynamic'");
    expect(directives['style-src']).toBe("style-src 'self' 'unsafe-inline'");
    // Browsers that know style-src-elem refuse a <style> element without the nonce (an injected
    // one) and any other origin's sheet.
    expect(directives['style-src-elem']).toBe("style-src-elem 'self' 'nonce-abc123=='");
    expect(policy).not.toMatch(/style-src-elem[^;]*unsafe/);
    expect(directives['object-src']).toBe("object-src 'none'");
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(directives['img-src']).toBe("img-src 'self' data:");
  });
});

describe('securityTxt', () => {
  it('names the contact, an expiry a year ahead, its address and English (RFC 9116)', () => {
    const text = securityTxt({
      email: 'editor.indjece@indjournals.example',
      canonicalUrl: 'https://journals.example.org/indjece/.well-known/security.txt',
      now: new Date('2026-01-15T10:20:30.456Z'),
    });
    expect(text.split('\n')).toEqual([
      'Contact: mailto:editor.indjece@indjournals.example',
      'Expires: 2027-01-15T10:20:30Z',
      'Canonical: https://journals.example.org/indjece/.well-known/security.txt',
      'Preferred-Languages: en',
      '',
    ]);
  });
});
