import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendContentSecurityPolicy } from '../src/security-header-middleware.ts';
import {
  contentSecurityPolicy,
  noScripts,
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

  const directivesOf = (policy: string) =>
    Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));

  it('allow a page its own files and its inline scripts by hash, each hash once', () => {
    const policy = contentSecurityPolicy({
      inlineHashes: ['aGFzaC1vbmU=', 'aGFzaC10d28=', 'aGFzaC1vbmU='],
      loadsFiles: true,
    });
    const directives = directivesOf(policy);
    expect(directives['script-src']).toBe(
      "script-src 'self' 'sha256-aGFzaC1vbmU=' 'sha256-aGFzaC10d28='",
    );
    expect(policy).not.toMatch(/nonce|strict-dynamic/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(directives['style-src']).toBe("style-src 'self' 'unsafe-inline'");
    expect(directives['object-src']).toBe("object-src 'none'");
    expect(directives['base-uri']).toBe("base-uri 'self'");
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'self'");
    expect(directives['img-src']).toBe("img-src 'self' data:");
  });

  it('allow a page with inline scripts only those scripts, and one without scripts none', () => {
    expect(
      directivesOf(contentSecurityPolicy({ inlineHashes: ['aGFzaA=='], loadsFiles: false }))[
        'script-src'
      ],
    ).toBe("script-src 'sha256-aGFzaA=='");
    expect(directivesOf(contentSecurityPolicy(noScripts))['script-src']).toBe("script-src 'none'");
    expect(contentSecurityPolicy()).toBe(contentSecurityPolicy(noScripts));
  });
});

describe('sendContentSecurityPolicy', () => {
  const pagePolicy = contentSecurityPolicy({ inlineHashes: ['aGFzaA=='], loadsFiles: true });
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const app = express();
    app.use(sendContentSecurityPolicy());
    // As React Router's Express adapter sends a page: its headers appended, then the body.
    app.get('/page', (_request, response) => {
      response.append('Content-Security-Policy', pagePolicy);
      response.type('html').send('<!DOCTYPE html><title>page</title>');
    });
    app.get('/file.txt', (_request, response) => response.type('text/plain').send('a file'));
    app.get('/stream', (_request, response) => {
      response.write('written');
      response.end();
    });
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("keeps a page's own policy, alone", async () => {
    const response = await fetch(`${origin}/page`);
    expect(response.headers.get('content-security-policy')).toBe(pagePolicy);
  });

  it.each(['/file.txt', '/stream'])(
    'gives %s, which has none, the policy without scripts',
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    },
  );
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
