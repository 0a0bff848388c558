// The hydration rule: a page hydrates when one of its matched routes opts in through its handle.
import type { ChatProvider } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { pageHydrates, routeHydrates, siteHydration } from '../../src/ui/document/hydration.ts';

const plain = { search: '' };
const withTarget = { search: '?target=plagiarism-policy' };
const onlyWithTarget = (location: { search: string }) =>
  new URLSearchParams(location.search).has('target');

describe('routeHydrates', () => {
  it.each([
    ['no handle', undefined, false],
    ['a handle without the flag', { background: 'gradient' }, false],
    ['hydrate: false', { hydrate: false }, false],
    ['hydrate: true', { hydrate: true }, true],
    ['a flag that is not a boolean', { hydrate: 'yes' }, false],
    ['a handle that is not an object', 'hydrate', false],
  ])('%s: %s', (_, handle, expected) => {
    expect(routeHydrates(handle, plain)).toBe(expected);
  });

  it('asks a rule about the query of the address', () => {
    const handle = { hydrate: onlyWithTarget };
    expect(routeHydrates(handle, withTarget)).toBe(true);
    expect(routeHydrates(handle, plain)).toBe(false);
  });
});

describe('pageHydrates', () => {
  it('is false when no matched route opts in, the default', () => {
    expect(pageHydrates([{ handle: { hydrate: false } }, { handle: undefined }], plain)).toBe(
      false,
    );
    expect(pageHydrates([], plain)).toBe(false);
  });

  it('is true when any matched route opts in, the root or the page', () => {
    expect(
      pageHydrates([{ handle: { hydrate: false } }, { handle: { hydrate: true } }], plain),
    ).toBe(true);
    expect(pageHydrates([{ handle: { hydrate: true } }, { handle: undefined }], plain)).toBe(true);
  });
});

describe('siteHydration', () => {
  it('hydrates every page of a site with a chat provider, and lets pages decide otherwise', () => {
    const chat: ChatProvider = { name: 'Support', scriptUrl: 'https://chat.example/widget.js' };
    expect(routeHydrates(siteHydration({ chat }), plain)).toBe(true);
    expect(routeHydrates(siteHydration({ chat: null }), plain)).toBe(false);
  });
});
