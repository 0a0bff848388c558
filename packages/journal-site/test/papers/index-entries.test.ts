// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  archiveIndexEntries,
  conferenceIndexEntries,
  thesisIndexEntries,
} from '../../src/papers/index-entries.ts';
import { archiveIndex, conferences, thesisIndex } from './fixtures.ts';

describe('the archive index page', () => {
  it('lists every year newest first, each volume with its issues in order, linked to the archive list', () => {
    const years = archiveIndexEntries(archiveIndex);
    expect(years.map((y) => y.year)).toEqual([2026, 2025, 2024]);
    expect(years[1]?.groups).toHaveLength(1);
    expect(years[1]?.groups[0]?.heading).toBe('Volume 2');
    expect(years[1]?.groups[0]?.links.map((l) => l.label)).toEqual([
      'Issue 1',
      'Issue 2',
      'Issue 3',
      'Issue 4',
      'Issue 5',
      'Issue 6',
    ]);
    expect(years[1]?.groups[0]?.links[2]).toEqual({
      label: 'Issue 3',
      before: 'Volume 2, ',
      after: ' (2025)',
      href: '/archives/paperlist?year=2025&volume=2&issue=3',
      current: false,
    });
  });

  it('marks the current issue, and links it to the current-issue list when asked', () => {
    const slot = { year: 2026, volume: 3, issue: 2 };
    const href = '/current-issue/paperlist?year=2026&volume=3&issue=2';
    const marked = archiveIndexEntries(archiveIndex, slot, href).flatMap((y) =>
      y.groups.flatMap((g) => g.links.filter((l) => l.current)),
    );
    expect(marked).toEqual([
      { label: 'Issue 2', before: 'Volume 3, ', after: ' (2026)', href, current: true },
    ]);
    const unlinked = archiveIndexEntries(archiveIndex, slot)[0]?.groups[0]?.links[1];
    expect(unlinked?.href).toBe('/archives/paperlist?year=2026&volume=3&issue=2');
    expect(unlinked?.current).toBe(true);
  });

  it('is empty for an empty archive', () => {
    expect(archiveIndexEntries([])).toEqual([]);
  });
});

describe('the thesis index page', () => {
  it('lists every year newest first with its volumes linked to the thesis list', () => {
    expect(thesisIndexEntries(thesisIndex)).toEqual([
      {
        year: 2026,
        groups: [
          {
            heading: null,
            links: [
              {
                label: 'Volume 3',
                before: '',
                after: ' (2026)',
                href: '/thesis/paperlist?year=2026&volume=3',
                current: false,
              },
            ],
          },
        ],
      },
      {
        year: 2025,
        groups: [
          {
            heading: null,
            links: [
              {
                label: 'Volume 2',
                before: '',
                after: ' (2025)',
                href: '/thesis/paperlist?year=2025&volume=2',
                current: false,
              },
              {
                label: 'Volume 5',
                before: '',
                after: ' (2025)',
                href: '/thesis/paperlist?year=2025&volume=5',
                current: false,
              },
            ],
          },
        ],
      },
    ]);
  });
});

describe('the conference index page', () => {
  it('lists conferences by year, newest first, in issue order, each linked to its list', () => {
    expect(conferenceIndexEntries(conferences)).toEqual([
      {
        year: 2026,
        conferences: [
          {
            id: 7,
            name: 'ICETCE 2026',
            published: 'Volume 3, Issue 2 (2026)',
            href: '/conference/paperlist?id=7&name=ICETCE+2026&year=2026&volume=3&issue=2',
          },
        ],
      },
      {
        year: 2024,
        conferences: [
          {
            id: 8,
            name: 'NCAME 2024',
            published: 'Volume 1, Issue 1 (2024)',
            href: '/conference/paperlist?id=8&name=NCAME+2024&year=2024&volume=1&issue=1',
          },
          {
            id: 5,
            name: 'ICSPN 2024',
            published: 'Volume 1, Issue 3 (2024)',
            href: '/conference/paperlist?id=5&name=ICSPN+2024&year=2024&volume=1&issue=3',
          },
        ],
      },
    ]);
  });
});
