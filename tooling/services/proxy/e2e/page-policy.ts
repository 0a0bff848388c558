// A page's Content-Security-Policy read against the page itself (@journals/page-audit reads the
// page's scripts as the browser parses it): its script-src allows exactly the page's inline
// scripts by their SHA-256 and the site's own files ('none' on a page that runs no script); no
// nonce anywhere, so the page and its policy are the same for every reader.
import { policySources, scriptPolicyProblems } from '@journals/page-audit/page-scripts';
import { expect } from '@playwright/test';

/**
 * Checks an HTML page's policy against the page: script-src exactly what its scripts need, no
 * 'unsafe-inline', no 'strict-dynamic', no nonce in the policy or the page; plugins, base and
 * framing shut.
 */
export function expectPagePolicy(policy: string | undefined, html: string, where: string): void {
  expect(policy, `a Content-Security-Policy on ${where}`).toBeDefined();
  expect(policy, where).not.toMatch(/nonce|strict-dynamic|script-src[^;]*unsafe/);
  expect(policySources(policy, 'default-src'), where).toEqual(["'self'"]);
  expect(policySources(policy, 'object-src'), where).toEqual(["'none'"]);
  expect(policySources(policy, 'base-uri'), where).toEqual(["'self'"]);
  expect(policySources(policy, 'frame-ancestors'), where).toEqual(["'self'"]);
  expect(scriptPolicyProblems(policy, html), where).toEqual([]);
  expect(html, `csp-nonce in ${where}`).not.toContain('csp-nonce');
}
