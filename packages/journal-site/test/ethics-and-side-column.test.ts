// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { showsSideColumn } from '../src/layout/JournalLayout.tsx';
import { ethicsTargetId } from '../src/routes/pages/ethics-target.ts';

describe('ethicsTargetId', () => {
  it.each([
    ['?target=plagiarism-policy', 'plagiarism-policy'],
    ['?target=instructions-for-authors', 'instructions-for-authors'],
    ['?target=copyright-ownership&x=1', 'copyright-ownership'],
    ['?target=no-such-section', null],
    ['?target=', null],
    ['', null],
    ['?target=PLAGIARISM-POLICY', null],
  ])('%s selects %s', (search, expected) => {
    expect(ethicsTargetId({ search })).toBe(expected);
  });
});

describe('showsSideColumn', () => {
  it.each([
    ['/', true],
    ['/aim-and-scope', true],
    ['/archives/paperlist', true],
    ['/privacy-policy', false],
    ['/terms-and-conditions', false],
    ['/refund-policy', false],
    ['/Refund-Policy/', false],
  ])('%s: %s', (path, expected) => {
    expect(showsSideColumn(path)).toBe(expected);
  });
});
