import { describe, expect, it } from 'vitest';
import {
  comparableRecord,
  normalize,
  normalizePolicy,
  numberReactIds,
  policyNonce,
  recordedHeaders,
} from '../src/snapshots/normalize.ts';

describe('normalize', () => {
  it.each([
    ['/j/assets/entry.client-CAYvRR7F.js', '/j/assets/entry.client-[hash].js'],
    ['/j/assets/navigation--ooiKVE_.js', '/j/assets/navigation-[hash].js'],
    ['/j/assets/site-D5de-mai.js', '/j/assets/site-[hash].js'],
    ['/j/assets/paper-list-main-DCd-ByaT.js', '/j/assets/paper-list-main-[hash].js'],
    ['/j/assets/site-indjece-24579cbb48.css', '/j/assets/site-indjece-[hash].css'],
    ['/j/assets/icons-70bcf3d2a5.svg#arrowUp', '/j/assets/icons-[hash].svg#arrowUp'],
    ['/j/assets/manifest-6d566d9e.js', '/j/assets/manifest-[hash].js'],
  ])('gives the content-hashed name %s a stable form', (name, stable) => {
    expect(normalize(name)).toBe(stable);
  });

  it.each(['/j/about-contacts.js', '/j/peer-review-policy.js', '/j/site.css', '/j/icons.svg'])(
    'keeps the name %s, which has no hash',
    (name) => {
      expect(normalize(name)).toBe(name);
    },
  );

  it('replaces the nonce of a response of a server of the time of nonces wherever it appears', () => {
    const nonce = 'PsJQmhy1IA4GQJ+cnu0NtQ==';
    expect(normalize(`window.__nonce = "${nonce}"`, { nonce })).toBe('window.__nonce = "NONCE"');
  });

  it('replaces the origin the snapshot was taken on', () => {
    expect(
      normalize('http://127.0.0.1:4400/j/share.png', { origin: 'http://127.0.0.1:4400/' }),
    ).toBe('ORIGIN/j/share.png');
  });
});

describe('normalizePolicy', () => {
  it('gives the script hashes one stable source per directive, and keeps the other sources', () => {
    expect(
      normalizePolicy(
        "default-src 'self'; script-src 'self' 'sha256-JXZ/6n51+7n3=' 'sha256-bwFUKJRze='; " +
          "object-src 'none'",
      ),
    ).toBe("default-src 'self'; script-src 'self' 'sha256-HASH'; object-src 'none'");
    expect(normalizePolicy("script-src 'none'")).toBe("script-src 'none'");
  });

  it('gives a nonce source a stable form, so a policy of then and one of now differ by directive', () => {
    const then = normalizePolicy(
      "default-src 'self'; script-src 'nonce-abc+/=' 'strict-dynamic'; " +
        "style-src-elem 'self' 'nonce-abc+/='",
    );
    expect(then).toBe(
      "default-src 'self'; script-src 'nonce-NONCE' 'strict-dynamic'; style-src-elem 'self' 'nonce-NONCE'",
    );
    expect(normalizePolicy(then)).toBe(then);
  });
});

describe('comparableRecord', () => {
  const policyThen =
    "default-src 'self'; script-src 'nonce-NONCE' 'strict-dynamic'; object-src 'none'";
  const policyNow = "default-src 'self'; script-src 'self' 'sha256-HASH'; object-src 'none'";
  const record = (nonce: Record<string, string>, policy: string) => ({
    name: '/',
    headers: { 'content-security-policy': policy, vary: 'Accept-Encoding' },
    head: [
      { tag: 'link', attributes: { ...nonce, rel: 'stylesheet', href: '/j/site-[hash].css' } },
      { tag: 'script', attributes: { ...nonce, type: 'application/ld+json' }, text: '{}' },
    ],
    scripts: [{ tag: 'script', attributes: { ...nonce }, text: 'window.x = 1' }],
  });

  it('drops the nonce attributes of a snapshot of the time of nonces', () => {
    const then = comparableRecord(record({ nonce: 'NONCE' }, policyNow));
    expect(then).toEqual(record({}, policyNow));
  });

  it('normalizes a policy recorded with each hash, and keeps what really differs', () => {
    const recorded = record({}, "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'");
    expect(comparableRecord(recorded).headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self' 'sha256-HASH'",
    );
    expect(comparableRecord(record({ nonce: 'NONCE' }, policyThen))).not.toEqual(
      comparableRecord(record({}, policyNow)),
    );
  });
});

describe('policyNonce', () => {
  it("reads the nonce of a policy's script-src, and nothing from a policy without one", () => {
    expect(policyNonce("default-src 'self'; script-src 'nonce-a1+/B2==' 'strict-dynamic'")).toBe(
      'a1+/B2==',
    );
    expect(policyNonce("default-src 'self'")).toBeUndefined();
    expect(policyNonce(null)).toBeUndefined();
  });
});

describe('recordedHeaders', () => {
  it('leaves out the headers that differ per response and normalizes the others', () => {
    const headers = new Headers({
      Date: 'Thu, 26 Nov 2026 04:23:11 GMT',
      ETag: 'W/"1f-abc"',
      'Content-Length': '31',
      'X-Request-Id': 'r-123',
      'Content-Security-Policy': "script-src 'self' 'sha256-q1w+2e/3r=' 'sha256-t4y5u6='",
      Link: '</j/assets/site-24579cbb48.css>; rel=preload',
      'X-Frame-Options': 'SAMEORIGIN',
    });
    expect(recordedHeaders(headers)).toEqual({
      'content-security-policy': "script-src 'self' 'sha256-HASH'",
      link: '</j/assets/site-[hash].css>; rel=preload',
      'x-frame-options': 'SAMEORIGIN',
    });
  });
});

describe('numberReactIds', () => {
  it('numbers each useId in order of appearance, keeping which element refers to which', () => {
    expect(
      numberReactIds(
        '<button aria-controls="_R_2cj5_"></button><ul id="_R_2cj5_"></ul><p id="_R_ab_"></p>',
      ),
    ).toBe('<button aria-controls="useId-1"></button><ul id="useId-1"></ul><p id="useId-2"></p>');
  });

  it('numbers the ids of a part rendered on a root of its own (identifier prefix) the same way', () => {
    expect(numberReactIds('<h2 id="_f3-R_1m_"></h2><p id="_R_1m_"></p><a href="_R_">')).toBe(
      '<h2 id="useId-1"></h2><p id="useId-2"></p><a href="_R_">',
    );
  });
});
