// @vitest-environment node
import { ethicsSectionTargets } from '@journals/content';
import { describe, expect, it } from 'vitest';
import { showsSideColumn } from '../src/layout/JournalLayout.tsx';
import { ethicsTargetId } from '../src/routes/pages/ethics-target.ts';
import { spec } from './spec-facts.ts';

describe('ethicsTargetId', () => {
  it.each(spec.ethicsTargets.map((target) => [`?target=${target}`, target] as const))(
    '%s selects %s, a section of the journal’s spec',
    (search, expected) => {
      expect(ethicsTargetId({ search })).toBe(expected);
    },
  );

  it('selects nothing for a section another journal has and the spec does not name', () => {
    const others = ethicsSectionTargets.filter((target) => !spec.ethicsTargets.includes(target));
    expect(others.map((target) => ethicsTargetId({ search: `?target=${target}` }))).toEqual(
      others.map(() => null),
    );
  });

  it.each([
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
